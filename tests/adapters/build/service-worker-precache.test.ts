import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getManifest } from 'workbox-build';
import { PRECACHE_RULES } from '../../../scripts/service-worker-build';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A build's folder with these files, and the worker's precache list Workbox makes of it. */
async function precacheListOf(files: Record<string, string>): Promise<Map<string, string | null>> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-precache-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
  const { manifestEntries } = await getManifest({ globDirectory: folder, ...PRECACHE_RULES });
  return new Map((manifestEntries ?? []).map((entry) => [entry.url, entry.revision]));
}

const BUILD = {
  'index.html': '<!doctype html>',
  'assets/index-X1.js': 'console.log(1)',
  'config.json': '{}',
  'games/files.json': '{"runner":{"bytes":10,"files":["/games/runner/"]}}',
  'games/runner/index.html': '<title>Runner v1</title>',
  'games/racer/index.html': '<title>Racer v1</title>',
};

describe("the service worker's precache list", () => {
  it("leaves the bundled games' pages out and keeps the list of the games, whose revision changes with any game's page", async () => {
    const first = await precacheListOf(BUILD);
    expect([...first.keys()].sort()).toEqual(['assets/index-X1.js', 'games/files.json', 'index.html']);

    const sameGames = await precacheListOf(BUILD);
    expect(sameGames.get('games/files.json')).toBe(first.get('games/files.json'));

    // A new page of one game, the list of the games unchanged: a new list revision, so a new worker.
    const newRacer = await precacheListOf({ ...BUILD, 'games/racer/index.html': '<title>Racer v2</title>' });
    expect(newRacer.get('games/files.json')).not.toBe(first.get('games/files.json'));
    expect(newRacer.get('index.html')).toBe(first.get('index.html'));
  });
});
