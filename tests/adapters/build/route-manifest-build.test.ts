import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { routeBuild } from '../../../scripts/route-build';
import { firstLoadJs, readManifest, routeModules } from '../../../scripts/first-load-size';
import { startFirstData } from '../../../src/ui/first-data';
import { FeatureAreasPort } from '../../../src/application/ports/feature-areas.port';
import { FIXTURE_ROUTES } from '../../fixtures/routed-app/src/ui/route-manifest';

/**
 * A screen is added to a fixture app with one manifest row and one folder (the arcade row of
 * tests/fixtures/routed-app): the build derives its chunk, the size model its first load, the
 * inline preload its files, and the first-data starter its call, from that row alone. The build
 * uses routeBuild(), as vite.config.ts does.
 */
const root = resolve(__dirname, '../../fixtures/routed-app');
const row = (path: string) => FIXTURE_ROUTES.find((candidate) => candidate.path === path)!;
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'routed-app-'));
  const routes = routeBuild(FIXTURE_ROUTES, root);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: routes.plugins,
    build: { outDir, emptyOutDir: true, manifest: true, minify: false, rolldownOptions: routes.rolldownOptions },
  });
}, 60_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

const chunkNamed = (name: string) =>
  Object.values(readManifest(outDir)).find((chunk) => chunk.name === name && chunk.file.endsWith('.js'));
const entryFile = () => Object.values(readManifest(outDir)).find((chunk) => chunk.isEntry)!.file;
const text = (file: string) => readFile(join(outDir, file), 'utf8');

describe('a screen added with one manifest row', () => {
  it('gets the chunk its row names, holding the screen and its feature area', async () => {
    const arcade = chunkNamed('arcade');
    expect(arcade).toBeDefined();
    const code = await text(arcade!.file);
    expect(code).toContain('fixture arcade screen');
    expect(code).toContain('fixture tournament area');
    expect(await text(entryFile())).not.toContain('fixture arcade screen');
  });

  it("is in the entry file when its row says load: 'entry', and in a file of its own by default", async () => {
    expect(await text(entryFile())).toContain('fixture home screen');
    const about = readManifest(outDir)['src/ui/screens/about/about-screen.tsx'];
    expect(about?.isDynamicEntry).toBe(true);
    expect(await text(about!.file)).toContain('fixture about screen');
  });

  it('is counted by the first-load size model: the entry and its chunk', () => {
    const files = firstLoadJs(outDir, routeModules(row('/arcade/:level'))).files.map((file) => file.file);
    expect(files.sort()).toEqual([entryFile(), chunkNamed('arcade')!.file].sort());
    expect(firstLoadJs(outDir, routeModules(row('/home'))).files.map((file) => file.file)).toEqual([entryFile()]);
  });

  it('is preloaded from index.html when a deep link opens it', async () => {
    const html = await text('index.html');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const links: Array<Record<string, string>> = [];
    const doc = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => links.push(link) } };
    new Function('location', 'document', 'window', script!)({ pathname: '/arcade/3' }, doc, {});
    expect(links).toEqual([{ rel: 'modulepreload', href: `/${chunkNamed('arcade')!.file}` }]);
  });

  it("starts its first data with the address parameters before React renders, once the row's areas are bound", async () => {
    const asked: symbol[] = [];
    const ensured: string[] = [];
    const features = { ensure: (area: string) => (ensured.push(area), Promise.resolve()) };
    const resolver = {
      get: <T>(id: unknown) => (id === FeatureAreasPort ? features : (asked.push(id as symbol), undefined)) as T,
    };
    startFirstData('/arcade/3', resolver, FIXTURE_ROUTES);
    expect(ensured).toEqual(['tournament']);
    await expect.poll(() => asked).toEqual([Symbol.for('arcade level 3')]);
  });
});
