import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./introduction.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // public-mock/: the mock service worker; the static Storybook carries its own mock backend.
  staticDirs: ['../public', '../public-mock'],
  core: { disableTelemetry: true },
};
export default config;
