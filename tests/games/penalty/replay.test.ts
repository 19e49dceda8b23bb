import { describe, expect, it } from 'vitest';
import { MODES, newGame, type Penalty } from '../../../src/games/penalty/rules';
import { finalScore } from '../../../src/games/penalty/shootout';
import { replays } from '../replay';
import { player, playOut } from './bot';

const BOT = 21;
const end = (game: Penalty) => ({
  you: game.you,
  cpu: game.cpu,
  ball: game.ball,
  score: finalScore(game.mode, game.you, game.cpu),
});

describe('penalty replays', () => {
  it.each(MODES)('the same seed and the same inputs give the same %s and score', (mode) => {
    replays((seed) => playOut(newGame(mode, 2, seed), BOT), end);
  });

  it.each(MODES)('a %s game saved mid-kick and read back continues as the uninterrupted one would', (mode) => {
    const whole = playOut(newGame(mode, 2, 42), BOT);
    const me = player(BOT);
    const first = playOut(newGame(mode, 2, 42), me, { steps: 400 });
    expect(first.over).toBe(false);
    const resumed = playOut(JSON.parse(JSON.stringify(first)) as Penalty, me);
    expect(resumed).toEqual(whole);
  });
});
