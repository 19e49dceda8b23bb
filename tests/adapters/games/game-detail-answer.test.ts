import { describe, expect, it } from 'vitest';
import { DETAIL_ENTRIES_READ, gameOfDetail } from '../../../src/adapters/http/game-detail-answer';
import { HttpGameCatalogueGateway } from '../../../src/adapters/http/http-game-catalogue-gateway';
import { clientAnswering } from '../hardening/open-answers';

const game = (uniqueName: string, name = uniqueName.toUpperCase()) => ({ id: `id-${uniqueName}`, uniqueName, name });

/** `count` other games whose fields count how often they are read. */
function watchedList(count: number) {
  let reads = 0;
  const list = Array.from({ length: count }, (_, i) => {
    const entry = game(`other-${i}`);
    return Object.defineProperties(
      {},
      Object.fromEntries(
        Object.entries(entry).map(([key, value]) => [
          key,
          {
            enumerable: true,
            get: () => {
              reads += 1;
              return value;
            },
          },
        ]),
      ),
    );
  });
  return { list, reads: () => reads };
}

describe("a game page's detail answer", () => {
  it('is the game asked for, wherever it sits among the first entries of a list', () => {
    const games = [game('alpha'), 'noise', game('snake', 'Snake'), game('beta')];
    expect(gameOfDetail(games, 'Snake')).toMatchObject({ uniqueName: 'snake', name: 'Snake' });
  });

  it('answered under another uniqueName (a renamed game), alone or among non-games, is that game', () => {
    expect(gameOfDetail(game('snake-classic'), 'snake')).toMatchObject({ uniqueName: 'snake-classic' });
    expect(gameOfDetail([null, game('snake-classic')], 'snake')).toMatchObject({ uniqueName: 'snake-classic' });
  });

  it.each([
    ['several other games', [game('alpha'), game('beta')]],
    ['no game at all', { id: 'g-1', uniqueName: 'snake' }],
    ['text', 'snake'],
    ['nothing', null],
  ])('is malformed when it holds %s', (_, games) => {
    expect(() => gameOfDetail(games, 'snake')).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });

  it(`reads only the first ${DETAIL_ENTRIES_READ} entries of a 5 MB list of other games, and says it is malformed`, () => {
    const { list, reads } = watchedList(70_000);
    expect(() => gameOfDetail(list, 'snake')).toThrow(expect.objectContaining({ reason: 'malformed' }));
    // One look at each read entry's uniqueName, nothing validated beyond them.
    expect(reads()).toBeLessThanOrEqual(DETAIL_ENTRIES_READ);
  });

  it('finds the game asked for at the head of a 5 MB list without reading the rest', () => {
    const { list, reads } = watchedList(70_000);
    expect(gameOfDetail([game('snake', 'Snake'), ...list], 'snake')).toMatchObject({ name: 'Snake' });
    expect(reads()).toBe(0);
  });

  it('through the gateway: a 5 MB answer of other games fails as malformed, one naming the game asked for is read', async () => {
    const others = Array.from({ length: 70_000 }, (_, i) => game(`other-game-number-${i}`, `Other game number ${i}`));
    expect(JSON.stringify(others).length).toBeGreaterThan(5_000_000);
    const gateway = (games: unknown) => new HttpGameCatalogueGateway(clientAnswering({ games }));
    await expect(gateway(others).detail('snake')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(gateway([game('snake', 'Snake'), ...others]).detail('snake')).resolves.toMatchObject({ name: 'Snake' });
  });
});
