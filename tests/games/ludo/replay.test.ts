import { describe, expect, it } from 'vitest';
import { computerChoice } from '../../../src/games/ludo/rules-computer';
import { legalMoves, move, newGame, roll, type Ludo, type Setup } from '../../../src/games/ludo/rules';
import { replays } from '../replay';

const TABLE: Setup = { people: 2, computers: 2, strength: 'hard' };

/** Plays `rolls` turns: the people move their leading token, the computer chooses its own. */
function playOn(start: Ludo, rolls: number): Ludo {
  let game = start;
  for (let i = 0; i < rolls && game.phase !== 'over'; i += 1) {
    if (game.phase === 'roll') game = roll(game).game;
    if (game.phase !== 'move') continue;
    if (game.players[game.turn]!.person) {
      const lead = [...legalMoves(game)].sort((a, b) => b.from - a.from)[0]!;
      game = move(game, lead.token)!.game;
    } else {
      const choice = computerChoice(game);
      game = move(choice.game, choice.token)!.game;
    }
  }
  return game;
}

const play = (seed: number) => playOn(newGame('four', TABLE, seed), 400);

describe('Ludo replays', () => {
  it('the same seed and the same choices give the same game and points', () => {
    replays(play, (g) => ({ players: g.players, places: g.places }));
  });

  it('a resumed game continues as the uninterrupted one would', () => {
    const first = playOn(newGame('four', TABLE, 42), 150);
    const resumed = playOn(JSON.parse(JSON.stringify(first)) as Ludo, 250);
    expect(resumed).toEqual(play(42));
  });
});
