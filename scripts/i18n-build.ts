import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import type { AliasOptions, PluginOption } from 'vite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * React with Lingui's macro (messages written in English in the components, compiled to catalogue
 * look-ups at build time) and the catalogue compiler (a `.po` file imported by the portal becomes a
 * small JavaScript module of compiled messages). The build and the UI tests both use it.
 * `failOnCompileError`: a message whose Bangla is malformed fails the build instead of showing raw text.
 */
export function i18nPlugins(): PluginOption[] {
  return [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui({ failOnCompileError: true })];
}

/** Where the macros' runtime imports resolve (see lingui.config.ts). */
export const i18nAlias: AliasOptions = { 'portal-i18n-runtime': join(root, 'src/ui/i18n/runtime.tsx') };
