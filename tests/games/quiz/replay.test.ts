import { describe, expect, it } from 'vitest';
import { answer, newRound, next, status, tick, type Round } from '../../../src/games/quiz/rules';
import { replays } from '../replay';

/** The player's turns: wait some steps, then pick a place; every fourth question runs out of time. */
const TURNS = Array.from({ length: 10 }, (_, i) => ({ wait: (i * 97) % 700, place: i % 4 === 3 ? null : (i * 3) % 4 }));

function playTurns(round: Round, turns: typeof TURNS): Round {
  let r = round;
  for (const { wait, place } of turns) {
    for (let i = 0; i < wait && status(r) === 'asking'; i += 1) r = tick(r);
    if (place !== null) r = answer(r, place);
    while (status(r) === 'asking') r = tick(r);
    r = next(r);
  }
  return r;
}

const play = (seed: number): Round => playTurns(newRound('mixed', 2, seed), TURNS);

describe('quiz replays', () => {
  it('the same seed and the same answers give the same round and score', () => {
    replays(play, (r) => ({ asked: r.asked, answers: r.answers, score: r.score, over: r.over }));
  });

  it('a resumed round continues as the uninterrupted one would', () => {
    const first = playTurns(newRound('mixed', 2, 42), TURNS.slice(0, 4));
    const halfWait = JSON.parse(JSON.stringify(first)) as Round;
    const resumed = playTurns(halfWait, TURNS.slice(4));
    expect(resumed).toEqual(play(42));
  });
});
