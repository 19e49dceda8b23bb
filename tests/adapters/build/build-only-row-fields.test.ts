import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { buildOnlyRowFields } from '../../../scripts/build-only-row-fields';

/** The plugin's transform, run as the bundler runs it on a module (its parser as `this.parse`). */
function transform(code: string, id: string): { code: string; map: null } | undefined {
  const plugin = buildOnlyRowFields();
  const hook = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => ReturnType<typeof transform>;
  return hook.call({ parse: (source) => parseAst(source) }, code, id);
}

const MANIFEST = [
  'export const ROUTES = [',
  "  { path: '/home', load: 'entry', earlyCall: { api: '/play/homepage/top/patch', picture: 'trailer' } },",
  '  {',
  "    path: '/tournament',",
  "    earlyCall: { api: '/tournament/details/{tournament.org}/{tournament.id}', picture: 'tournament-banner' },",
  "    firstData: (resolver) => resolver.get('LoadTournament'),",
  '  },',
  "  { path: '/genres', screen: 'genres/genres-screen' },",
  '];',
].join('\n');

describe("the route manifest in the browser's bundle", () => {
  it('leaves out the early calls, which only the build reads, and keeps every other field in its place', async () => {
    const out = transform(MANIFEST, '/app/src/ui/route-manifest.ts');
    expect(out).toBeDefined();
    expect(out!.code).not.toContain('earlyCall');
    expect(out!.code).not.toContain('/tournament/details/');
    // Blanked in place: every line where it was, so the module's source map holds.
    expect(out!.code.split('\n').map((line) => line.length)).toEqual(MANIFEST.split('\n').map((line) => line.length));
    expect(out!.map).toBeNull();
    const { ROUTES } = (await import(`data:text/javascript,${encodeURIComponent(out!.code)}`)) as {
      ROUTES: Array<Record<string, unknown>>;
    };
    expect(ROUTES.map((row) => Object.keys(row))).toEqual([
      ['path', 'load'],
      ['path', 'firstData'],
      ['path', 'screen'],
    ]);
  });

  it('leaves every other module as it is', () => {
    expect(transform(MANIFEST, '/app/src/ui/other.ts')).toBeUndefined();
  });
});
