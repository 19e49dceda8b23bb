import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleImports, readFromDisk, type ReadSource } from '../../../scripts/later-words';
import { areaSource, routeSources, screenSource } from '../../../scripts/route-sources';
import { AREAS_AFTER_FIRST_SCREEN, FEATURE_AREAS } from '../../../src/application/ports/feature-areas.port';
import { PATHS } from '../../../src/domain/route-paths';
import { ROUTES } from '../../../src/ui/route-manifest';

/**
 * A Play on /home opens the play screen, and the time to the game's first frame counts every file
 * its route needs. The build puts a row's named chunk (the tournament's) and each feature area in a
 * file of its own, each with what its modules import (scripts/route-build.ts): a module the play
 * screen imports, at any depth, and that one of those files also imports, brings that whole file
 * with the play screen, unless the entry or an area every page loads once its first screen is up
 * holds it already. So the play screen's static imports must share nothing with those files beyond
 * what those hold: the tournament's page, billing, the account forms and family mode come when the
 * player opens what needs them (a dialog's code comes when it opens).
 */
const root = resolve(__dirname, '../../..');

/** The project's modules `starts` import statically, at any depth (an `import()` waits for its moment). */
function staticallyReached(starts: readonly string[], read: ReadSource = readFromDisk(root)): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...moduleImports(root, file, read(file)).now);
  }
  return seen;
}

const playRow = ROUTES.find((row) => row.path === PATHS.play)!;

/** What /home has before its Play is tapped: the entry, and the areas every page loads after its first screen. */
const beforePlay = staticallyReached([
  'src/main.tsx',
  ...ROUTES.filter((row) => row.load === 'entry').map(screenSource),
  ...AREAS_AFTER_FIRST_SCREEN.map(areaSource),
]);

/** The files of the build a Play must not wait for: every named chunk, and every area the play screen does not name. */
const otherFiles = [...new Set(ROUTES.flatMap((row) => (typeof row.load === 'object' ? [row.load.chunk] : [])))].map((chunk) => ({
  name: `the '${chunk}' chunk`,
  sources: ROUTES.filter((row) => typeof row.load === 'object' && row.load.chunk === chunk).flatMap(routeSources),
}));
const otherAreas = FEATURE_AREAS.filter(
  (area) => !playRow.areas?.includes(area) && !(AREAS_AFTER_FIRST_SCREEN as readonly string[]).includes(area),
).map((area) => ({ name: `the '${area}' area`, sources: [areaSource(area)] }));

describe("the play screen's first download, after a Play on /home", () => {
  const playNeeds = [...staticallyReached(routeSources(playRow))].filter((file) => !beforePlay.has(file));

  it('is the play screen and what only it needs to show the game', () => {
    expect(playNeeds).toContain('src/ui/screens/play/play-stage.tsx');
    // The dialogs over the game and the round's challenge come when they are needed.
    expect(playNeeds).not.toContain('src/ui/screens/play/time-up-dialog.tsx');
    expect(playNeeds).not.toContain('src/ui/screens/play/premium-dialog.tsx');
    expect(playNeeds).not.toContain('src/ui/screens/play/challenge-a-friend.tsx');
  });

  it.each([...otherFiles, ...otherAreas])('shares no module with $name, so it never downloads it', ({ sources }) => {
    const theirs = staticallyReached(sources);
    expect(playNeeds.filter((file) => theirs.has(file))).toEqual([]);
  });
});

describe("family mode's time-up dialog, downloaded over the game when the day's time is up", () => {
  const playNeeds = staticallyReached(routeSources(playRow));
  const dialogNeeds = [...staticallyReached(['src/ui/screens/play/time-up-dialog.tsx'])].filter(
    (file) => !beforePlay.has(file) && !playNeeds.has(file),
  );

  it('is the dialog, the parent PIN step and the way they write an amount', () => {
    expect(dialogNeeds).toContain('src/ui/screens/family-mode/family-pin-dialog.tsx');
    expect(dialogNeeds).toContain('src/ui/i18n/money.ts');
  });

  // Family mode's own area is the dialog's to use: its parent PIN is checked there.
  const notFamilyMode = otherAreas.filter(({ name }) => name !== "the 'family' area");
  it.each([...otherFiles, ...notFamilyMode])('shares no module with $name, so it never downloads it', ({ sources }) => {
    const theirs = staticallyReached(sources);
    expect(dialogNeeds.filter((file) => theirs.has(file))).toEqual([]);
  });
});
