/** A catalogue imported by the portal, compiled by Lingui's Vite plugin (scripts/i18n-build.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
