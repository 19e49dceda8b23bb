import { describe, expect, it } from 'vitest';
import { newSnake, step, type Direction, type Snake } from '../../../src/games/snake/rules';
import { replays } from '../replay';

const DT = 1 / 60;
/** A player turning now and then, in a pattern that keeps the snake moving around the board. */
const INPUTS: Direction[][] = Array.from({ length: 3000 }, (_, i) =>
  i % 37 === 0 ? [(['up', 'left', 'down', 'right'] as const)[(i / 37) % 4]!] : [],
);
const run = (from: Snake, inputs: Direction[][]) => inputs.reduce((s, turns) => step(s, { turns }, DT), from);
const play = (seed: number): Snake => run(newSnake('wrap', 2, seed), INPUTS);

describe('snake replays', () => {
  it('the same seed and the same turns give the same snake and score', () => {
    replays(play, (s) => ({ body: s.body, food: s.food, score: s.score, ending: s.ending }));
  });

  it('a resumed round continues as the uninterrupted one would', () => {
    const first = run(newSnake('wrap', 2, 42), INPUTS.slice(0, 1500));
    const resumed = run(JSON.parse(JSON.stringify(first)) as Snake, INPUTS.slice(1500));
    expect(resumed).toEqual(play(42));
  });
});
