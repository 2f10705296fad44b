import {
  createTheme,
  type CSSVariablesResolver,
  type MantineSize,
  type MantineTheme,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * The smallest target a thumb hits reliably: 44×44 CSS px (WCAG 2.2 SC 2.5.5 "Target Size
 * (Enhanced)"; Apple's 44 pt). Every control the app draws is at least this, set here once.
 */
const minTarget = '2.75rem';

/**
 * A Mantine size (`sm`, `compact-xs`: its variable `--button-height-sm`…; a number of px; a CSS
 * length), raised to the minimum target. Written out rather than with Mantine's `getSize`, which
 * would pull Mantine's unit helpers into a chunk of their own that every page, the card's too,
 * lists among its preloads.
 */
const atLeastTarget = (size: string | number, prefix: string) => {
  const length =
    typeof size === 'number'
      ? `${size / 16}rem`
      : /^(compact-)?(xs|sm|md|lg|xl)$/.test(size)
        ? `var(--${prefix}-${size})`
        : size;
  return `max(${length}, ${minTarget})`;
};

/**
 * A component's `vars` (theme.components): its size variable (`--button-height`, from
 * `--button-height-<size>`) on `part`, at least one target.
 */
const sizeVars =
  (variable: string, prefix: string, fallback: MantineSize, part = 'root') =>
  (_theme: MantineTheme, props: { size?: MantineSize | (string & {}) | number }) => ({
    [part]: { [variable]: atLeastTarget(props.size ?? fallback, prefix) },
  });

/** A toggle's row (checkbox, radio, switch): its label is its hit area, one target tall. */
const toggleRow = {
  body: { alignItems: 'center' },
  label: { minHeight: minTarget, display: 'flex', alignItems: 'center' },
} as const;

/**
 * The app's and the card's font stack (CSS `font-family`): the system's interface face, then
 * the browser's default sans-serif. No family is named for older browsers: every browser that
 * runs the build's target (es2022) has `system-ui`. A named family a device lacks is not free:
 * for text in a script the first face lacks (Devanagari, Tamil, Urdu…), Chromium asks the
 * system for each family of the list in turn, for every weight on the page; on the Hindi
 * card that was 19 lookups, 16 ms of its first layout at 4x CPU (docs/performance.md "One
 * stack for every script"). The card's stylesheets and the share kit's canvases repeat it
 * (profile-card.module.css, site-footer.module.css, share-kit/canvas-text.ts).
 */
const fontFamily = 'system-ui, sans-serif';

/** The Mantine theme shared by the app, tests and Storybook. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 is 4.3:1 on white (text links, white on buttons); WCAG AA needs 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily,
  components: {
    Input: {
      vars: sizeVars('--input-height', 'input-height', 'sm', 'wrapper'),
    },
    PasswordInput: {
      vars: sizeVars('--psi-button-size', 'psi-button-size', 'sm'),
      // The typing area fills the field's box, its 1 px border included, so it is one target tall.
      styles: {
        innerInput: { inset: 'calc(-1 * var(--input-bd-width, 0.0625rem))', height: 'auto' },
      },
    },
    Button: {
      vars: sizeVars('--button-height', 'button-height', 'sm'),
    },
    Badge: {
      classNames: { root: classes.badge },
    },
    ActionIcon: {
      vars: sizeVars('--ai-size', 'ai-size', 'md'),
    },
    CloseButton: {
      vars: sizeVars('--cb-size', 'cb-size', 'md'),
    },
    Burger: {
      styles: { root: { width: minTarget, height: minTarget, padding: 0 } },
    },
    Pagination: {
      vars: sizeVars('--pagination-control-size', 'pagination-control-size', 'md'),
    },
    SegmentedControl: {
      styles: { label: { minHeight: minTarget, display: 'flex', alignItems: 'center' } },
    },
    Tabs: { styles: { tab: { minHeight: minTarget } } },
    // The dashboard's menu entries: Mantine's NavLink is 41 px tall at the default size.
    NavLink: { styles: { root: { minHeight: minTarget } } },
    Checkbox: { styles: toggleRow },
    Radio: { styles: toggleRow },
    Switch: { styles: toggleRow },
    // A link on its own line (Forgot Password ?, Back to …) is a control: its hit area grows
    // by padding, which on an inline box leaves the line's layout as it is. A link inside a
    // sentence is exempt (WCAG 2.5.5's inline exception) and looks the same.
    Anchor: {
      styles: { root: { paddingBlock: `calc((${minTarget} - 1.2em) / 2)` } },
    },
  },
});

/**
 * Mantine's light-scheme error (red 6) and dimmed (gray 6, 3.3:1) text colours fail WCAG AA
 * contrast (4.5:1) on white; red 8 gives 5.5:1 and #6c757d 4.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': '#6c757d',
  },
  dark: {},
});
