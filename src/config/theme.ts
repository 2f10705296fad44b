import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The Mantine theme shared by the app, tests and Storybook. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 is 4.3:1 on white (text links, white on buttons); WCAG AA needs 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
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
