import { describe, expect, it } from 'vitest';
import { SCREEN_TABLE } from '../../../src/ui/screen-table';
import { SCREEN_LOADERS } from '../../../src/ui/routes';

/**
 * SCREEN_TABLE names each route's screen module as text, which the build reads to preload a deep
 * link's screen (scripts/route-preload.ts); routes.tsx loads them. The two must name the same module.
 */
describe('the screen table', () => {
  it.each(Object.keys(SCREEN_LOADERS))('loads the module it names for %s', async (name) => {
    const loaded = await SCREEN_LOADERS[name as keyof typeof SCREEN_LOADERS]();
    const named: unknown = await import(/* @vite-ignore */ `../../../src/ui/screens/${name}.tsx`);
    expect(loaded).toBe(named);
  });

  it('has one row per path', () => {
    const paths = SCREEN_TABLE.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
