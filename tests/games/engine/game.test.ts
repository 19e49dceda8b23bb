// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startGame } from '../../../src/games/engine/game';
import type { PortalLink } from '../../../src/games/engine/portal';
import { Rng } from '../../../src/games/engine/rng';
import type { ProgressMessage } from '../../../src/games/protocol';

/** A portal that keeps what the game sends and can answer its progress request. */
function fakePortal() {
  const sent: Record<string, unknown>[] = [];
  let answer: ((progress: ProgressMessage) => void) | null = null;
  const link: PortalLink = {
    embedded: true,
    send: (message) => void sent.push(message as unknown as Record<string, unknown>),
    onProgress: (_, cb) => void (answer = cb),
  };
  const reply = (state: unknown) => answer?.({ source: 'portal', type: 'progress', key: 'snake', best: 0, state });
  return { link, sent, reply };
}

function start(search: string, link: PortalLink) {
  window.history.replaceState(null, '', `/games/snake/${search}`);
  document.body.innerHTML = '<div id="overlay"><p data-title></p><p data-text></p><button data-btn></button></div>';
  return startGame(
    {
      slug: 'snake',
      modes: ['classic', 'wrap'],
      bangla: {},
      readSaved: (saved) => saved as { n: number },
      resume: () => undefined,
      snapshot: () => null,
    },
    link,
  );
}

describe('a game tells the portal what it needs for achievements and challenges', () => {
  afterEach(() => vi.useRealTimers());

  it('sends each round’s own seed with its end, so that the same seed deals that round again as a page’s first', () => {
    vi.useFakeTimers();
    const { link, sent } = fakePortal();
    const game = start('?seed=77&mode=wrap', link);
    const first = game.rng.next();
    game.over(10);
    const second = game.rng.next();
    game.over(20);

    const ends = sent.filter((message) => message.type === 'game-over');
    expect(ends[0]).toMatchObject({ score: 10, key: 'snake-wrap', seed: 77 });
    const secondSeed = ends[1]!.seed as number;
    expect(new Rng(secondSeed).next()).toBe(second);
    expect(new Rng(77).next()).toBe(first);
  });

  it('sends no seed for a round resumed from a save, which another page dealt', () => {
    vi.useFakeTimers();
    const { link, sent, reply } = fakePortal();
    const game = start('?seed=5', link);
    game.rng.next();
    reply({ n: 1 });
    game.over(3);
    expect(sent.find((message) => message.type === 'game-over')).not.toHaveProperty('seed');
  });

  it('tells each moment that earns an achievement once, under the round’s key', () => {
    vi.useFakeTimers();
    const { link, sent } = fakePortal();
    const game = start('?mode=wrap', link);
    game.achieved('clean-round');
    game.achieved('clean-round');
    game.achieved('win');
    expect(sent.filter((message) => message.type === 'achievement')).toEqual([
      { type: 'achievement', event: 'clean-round', key: 'snake-wrap' },
      { type: 'achievement', event: 'win', key: 'snake-wrap' },
    ]);
  });
});
