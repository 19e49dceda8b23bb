/**
 * The screens whose route manifest row says `load: 'entry'`, by their manifest name, imported
 * statically so they are part of the entry file (made by the build: scripts/route-build.ts).
 */
declare module 'virtual:entry-screens' {
  import type { ComponentType } from 'react';

  const screens: Readonly<Record<string, { Component: ComponentType }>>;
  export default screens;
}
