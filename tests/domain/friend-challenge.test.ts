import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeOutcome,
  challengerName,
  isChallengeRound,
  decodeFriendChallenge,
  encodeFriendChallenge,
  isPlayableChallenge,
  MAX_CHALLENGER_NAME,
} from '../../src/domain/friend-challenge';

describe('a friend’s challenge link', () => {
  it('holds the game, mode, seed, score and the challenger’s name, and reads them back', () => {
    const query = encodeFriendChallenge({ game: 'snake', mode: 'wrap', seed: 4_000_000_000, score: 230, name: 'Rafi' });
    expect(query).toBe('g=snake&m=wrap&s=4000000000&sc=230&n=Rafi');
    expect(decodeFriendChallenge(`?${query}`)).toEqual({
      game: 'snake',
      mode: 'wrap',
      seed: 4_000_000_000,
      score: 230,
      name: 'Rafi',
    });
  });

  it('leaves the name out unless the challenger chose to give it', () => {
    expect(encodeFriendChallenge({ game: 'mines', mode: 'classic', seed: 1, score: 0 })).toBe('g=mines&m=classic&s=1&sc=0');
    expect(decodeFriendChallenge('g=mines&m=classic&s=1&sc=0').name).toBeNull();
  });

  it('carries a Bangla name and reads it back', () => {
    const query = encodeFriendChallenge({ game: 'ludo', mode: 'classic', seed: 7, score: 120, name: 'রাফি' });
    expect(decodeFriendChallenge(query).name).toBe('রাফি');
  });

  it('reads each bad field as null and never throws', () => {
    expect(decodeFriendChallenge('g=../x&m=WRAP!&s=-1&sc=1e9&n=%20%20')).toEqual({
      game: null,
      mode: null,
      seed: null,
      score: null,
      name: null,
    });
    expect(decodeFriendChallenge('s=99999999999&sc=12.5')).toMatchObject({ seed: null, score: null });
    expect(decodeFriendChallenge('%E0%A4%A')).toEqual({ game: null, mode: null, seed: null, score: null, name: null });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (search) => {
        const challenge = decodeFriendChallenge(search);
        expect(challenge.name === null || [...challenge.name].length <= MAX_CHALLENGER_NAME).toBe(true);
      }),
    );
  });

  it('keeps a name short, on one line, without characters that hide or reorder text', () => {
    expect(challengerName('  A\u202Eevil\u0000 \n name  ')).toBe('Aevil name');
    expect([...challengerName('ক'.repeat(100))!].length).toBe(MAX_CHALLENGER_NAME);
    expect(challengerName('<b>Rafi</b>')).toBe('<b>Rafi</b>');
    // র‍্যাব: ra, the zero-width joiner, the virama and ya (a ra-phala), as Bangla keyboards write it.
    expect(challengerName('র\u200D্যাব')).toBe('র\u200D্যাব');
  });

  it('round-trips every challenge a player can make', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('snake', '2048', 'penalty'),
        fc.constantFrom('classic', 'wrap'),
        fc.nat({ max: 0xffffffff }),
        fc.nat({ max: 1_000_000 }),
        (game, mode, seed, score) => {
          expect(decodeFriendChallenge(encodeFriendChallenge({ game, mode, seed, score }))).toEqual({
            game,
            mode,
            seed,
            score,
            name: null,
          });
        },
      ),
    );
  });

  it('is playable with its game and seed', () => {
    expect(isPlayableChallenge(decodeFriendChallenge('g=snake&s=3'))).toBe(true);
    expect(isPlayableChallenge(decodeFriendChallenge('g=snake&sc=3'))).toBe(false);
  });

  it('compares the friend’s round with the score to beat: more beats it, the same is level, less falls short', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (mine, toBeat) => {
        const outcome = challengeOutcome(mine, toBeat);
        expect(outcome === 'beaten').toBe(mine > toBeat);
        expect(outcome === 'level').toBe(mine === toBeat);
      }),
    );
  });

  it('counts only a round on the challenge’s very board: the same game, mode and seed', () => {
    const challenge = { game: 'mines', mode: 'wide', seed: 777 };
    expect(isChallengeRound(challenge, { game: 'mines', mode: 'wide', seed: 777 })).toBe(true);
    expect(isChallengeRound(challenge, { game: 'mines', mode: 'wide', seed: 778 })).toBe(false);
    expect(isChallengeRound(challenge, { game: 'mines', mode: 'classic', seed: 777 })).toBe(false);
    expect(isChallengeRound(challenge, { game: 'snake', mode: 'wide', seed: 777 })).toBe(false);
    expect(isChallengeRound(challenge, { game: 'mines', mode: 'wide', seed: undefined })).toBe(false);
  });
});
