import { describe, expect, it } from 'vitest';
import { move, newBoard, type Board, type Move } from '../../../src/games/2048/rules';
import { replays } from '../replay';

const INPUTS: Move[] = Array.from(
  { length: 200 },
  (_, i) => (['left', 'up', 'right', 'down', 'left', 'down'] as const)[(i * 7) % 6]!,
);
const play = (seed: number): Board => INPUTS.reduce((b, dir) => move(b, dir).board, newBoard('classic', 2, seed));

describe('2048 replays', () => {
  it('the same seed and the same moves give the same board and score', () => {
    replays(play, (b) => ({ tiles: b.tiles, score: b.score }));
  });

  it('a resumed board continues as the uninterrupted one would', () => {
    const first = INPUTS.slice(0, 100).reduce((b, dir) => move(b, dir).board, newBoard('classic', 2, 42));
    const resumed = INPUTS.slice(100).reduce((b, dir) => move(b, dir).board, JSON.parse(JSON.stringify(first)) as Board);
    expect(resumed).toEqual(play(42));
  });
});
