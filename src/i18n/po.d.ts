// A `.po` catalogue imported in code, compiled by @lingui/vite-plugin on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
