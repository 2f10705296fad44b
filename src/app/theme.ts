import { createTheme } from '@mantine/core';

/** The Mantine theme shared by the app, tests and Storybook. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
