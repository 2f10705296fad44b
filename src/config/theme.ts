import {
  ActionIcon,
  Anchor,
  Burger,
  Button,
  Checkbox,
  CloseButton,
  createTheme,
  getSize,
  Input,
  Pagination,
  PasswordInput,
  Radio,
  SegmentedControl,
  Switch,
  Tabs,
  type CSSVariablesResolver,
  type MantineSize,
} from '@mantine/core';

/**
 * The smallest target a thumb hits reliably: 44×44 CSS px (WCAG 2.2 SC 2.5.5 "Target Size
 * (Enhanced)"; Apple's 44 pt). Every control the app draws is at least this, set here once.
 */
const minTarget = '2.75rem';

/** A Mantine size variable (`--button-height-sm`…), raised to the minimum target. */
const atLeastTarget = (size: MantineSize | string | number | undefined, prefix: string) =>
  `max(${getSize(size, prefix)}, ${minTarget})`;

/** A toggle's row (checkbox, radio, switch): its label is its hit area, one target tall. */
const toggleRow = {
  body: { alignItems: 'center' },
  label: { minHeight: minTarget, display: 'flex', alignItems: 'center' },
} as const;

/** The Mantine theme shared by the app, tests and Storybook. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 is 4.3:1 on white (text links, white on buttons); WCAG AA needs 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: { '--input-height': atLeastTarget(props.size ?? 'sm', 'input-height') },
      }),
    }),
    PasswordInput: PasswordInput.extend({
      vars: (_theme, props) => ({
        root: { '--psi-button-size': atLeastTarget(props.size ?? 'sm', 'psi-button-size') },
      }),
      // The typing area fills the field's box, its 1 px border included, so it is one target tall.
      styles: {
        innerInput: { inset: 'calc(-1 * var(--input-bd-width, 0.0625rem))', height: 'auto' },
      },
    }),
    Button: Button.extend({
      vars: (_theme, props) => ({
        root: { '--button-height': atLeastTarget(props.size ?? 'sm', 'button-height') },
        label: {},
        section: {},
      }),
    }),
    ActionIcon: ActionIcon.extend({
      vars: (_theme, props) => ({
        root: { '--ai-size': atLeastTarget(props.size ?? 'md', 'ai-size') },
      }),
    }),
    CloseButton: CloseButton.extend({
      vars: (_theme, props) => ({
        root: { '--cb-size': atLeastTarget(props.size ?? 'md', 'cb-size') },
      }),
    }),
    Burger: Burger.extend({
      vars: () => ({
        root: { '--burger-size': 'var(--burger-size-md)' },
      }),
      styles: { root: { width: minTarget, height: minTarget, padding: 0 } },
    }),
    Pagination: Pagination.extend({
      vars: (_theme, props) => ({
        root: {
          '--pagination-control-size': atLeastTarget(props.size ?? 'md', 'pagination-control-size'),
        },
      }),
    }),
    SegmentedControl: SegmentedControl.extend({
      styles: { label: { minHeight: minTarget, display: 'flex', alignItems: 'center' } },
    }),
    Tabs: Tabs.extend({ styles: { tab: { minHeight: minTarget } } }),
    Checkbox: Checkbox.extend({ styles: toggleRow }),
    Radio: Radio.extend({ styles: toggleRow }),
    Switch: Switch.extend({ styles: toggleRow }),
    // A link on its own line (Forgot Password ?, Back to …) is a control: its hit area grows
    // by padding, which on an inline box leaves the line's layout as it is. A link inside a
    // sentence is exempt (WCAG 2.5.5's inline exception) and looks the same.
    Anchor: Anchor.extend({
      styles: { root: { paddingBlock: `calc((${minTarget} - 1.2em) / 2)` } },
    }),
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
