import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Achievement } from '../../src/domain/achievements';
import { streakOn } from '../../src/domain/streak';
import { emptyProgress, gamePlayOf, playedDays, withRoundFinished, type PlayerProgress } from '../../src/domain/player-progress';
import { mergeGuestIntoAccount, mergeProgress } from '../../src/domain/progress-merge';

const result = fc.record({
  game: fc.constantFrom('snake', 'mines'),
  mode: fc.constantFrom('classic', 'wrap'),
  seed: fc.nat(5),
  score: fc.nat(100),
  playedAt: fc.nat(100),
});
const counts = fc.dictionary(fc.constantFrom('snake', 'mines'), fc.dictionary(fc.constantFrom('classic', 'wrap'), fc.nat(20)));

/** A record of progress as one phone could have written it. */
const progress = (origin: fc.Arbitrary<string>): fc.Arbitrary<PlayerProgress> =>
  fc.record({
    origin,
    daily: fc.dictionary(fc.constantFrom('2025-11-25', '2025-11-26', '2025-11-27'), result),
    bests: fc.dictionary(
      fc.constantFrom('snake', 'mines'),
      fc.dictionary(fc.constantFrom('classic', 'wrap'), fc.record({ score: fc.nat(100), setAt: fc.nat(100) })),
    ),
    achievements: fc.dictionary(fc.constantFrom('snake.first-round', 'mines.first-round'), fc.record({ earnedAt: fc.nat(100) })),
    rounds: fc.dictionary(fc.constantFrom('guest-1', 'guest-2', 'account-1'), counts),
    events: fc.dictionary(fc.constantFrom('snake', 'mines'), fc.dictionary(fc.constantFrom('win', 'clean-round'), fc.nat(100))),
  });
const guests = progress(fc.constantFrom('guest-1', 'guest-2'));
const accounts = progress(fc.constant('account-1'));

/** Everything but whose record it is: what merging in either order must agree on. */
const content = ({ origin: _origin, ...rest }: PlayerProgress) => rest;

const CATALOGUE: Achievement[] = [{ id: 'snake.rounds-10', game: 'snake', condition: { kind: 'rounds', count: 10 } }];

describe('merging a guest’s progress into an account’s at login', () => {
  it('is idempotent: merging the same guest twice is merging once', () => {
    fc.assert(
      fc.property(accounts, guests, (account, guest) => {
        const once = mergeProgress(account, guest);
        expect(mergeProgress(once, guest)).toEqual(once);
        expect(mergeGuestIntoAccount(mergeGuestIntoAccount(account, guest, CATALOGUE, 7).progress, guest, CATALOGUE, 8)).toEqual({
          progress: mergeGuestIntoAccount(account, guest, CATALOGUE, 7).progress,
          newly: [],
        });
      }),
    );
  });

  it('gives the same progress in either order, but for whose record it is', () => {
    fc.assert(
      fc.property(accounts, guests, (account, guest) => {
        expect(content(mergeProgress(account, guest))).toEqual(content(mergeProgress(guest, account)));
        expect(mergeProgress(account, guest).origin).toBe('account-1');
      }),
    );
  });

  it('is associative: three records merge to the same whichever two go first', () => {
    fc.assert(
      fc.property(accounts, guests, guests, (a, b, c) => {
        expect(mergeProgress(mergeProgress(a, b), c)).toEqual(mergeProgress(a, mergeProgress(b, c)));
      }),
    );
  });

  it('loses nothing: every day, achievement and best of either side is there', () => {
    fc.assert(
      fc.property(accounts, guests, (account, guest) => {
        const merged = mergeProgress(account, guest);
        for (const side of [account, guest]) {
          for (const date of Object.keys(side.daily)) expect(merged.daily[date]).toBeDefined();
          for (const id of Object.keys(side.achievements))
            expect(merged.achievements[id]!.earnedAt).toBeLessThanOrEqual(side.achievements[id]!.earnedAt);
          for (const [game, modes] of Object.entries(side.bests))
            for (const [mode, best] of Object.entries(modes))
              expect(merged.bests[game]![mode]!.score).toBeGreaterThanOrEqual(best.score);
        }
      }),
    );
  });

  it('counts a day played on both sides once, and the streak from the merged days', () => {
    const day = (playedAt: number, score: number) => ({ game: 'snake', mode: 'wrap', seed: 1, score, playedAt });
    const account = { ...emptyProgress('account-1'), daily: { '2025-11-26': day(50, 10), '2025-11-27': day(90, 30) } };
    const guest = { ...emptyProgress('guest-1'), daily: { '2025-11-25': day(10, 5), '2025-11-27': day(80, 99) } };
    const merged = mergeProgress(account, guest);
    expect(Object.keys(merged.daily).sort()).toEqual(['2025-11-25', '2025-11-26', '2025-11-27']);
    expect(merged.daily['2025-11-27']).toEqual(day(80, 99));
    expect(streakOn(20_419, playedDays(merged)).current).toBe(3);
  });

  it('adds the rounds each side played once, however often it is merged', () => {
    const account = { ...emptyProgress('account-1'), rounds: { 'account-1': { snake: { classic: 6 } } } };
    const guest = { ...emptyProgress('guest-1'), rounds: { 'guest-1': { snake: { classic: 4 } } } };
    const { progress, newly } = mergeGuestIntoAccount(account, guest, CATALOGUE, 500);
    expect(gamePlayOf(progress, 'snake').rounds).toEqual({ classic: 10 });
    expect(newly.map((achievement) => achievement.id)).toEqual(['snake.rounds-10']);
    expect(progress.achievements['snake.rounds-10']).toEqual({ earnedAt: 500 });
    expect(gamePlayOf(mergeProgress(progress, guest), 'snake').rounds).toEqual({ classic: 10 });
  });

  it('never counts a round twice: after any merges the rounds are the guest’s and the account’s, once each', () => {
    const plays = fc.array(fc.record({ game: fc.constantFrom('snake', 'mines'), mode: fc.constantFrom('classic', 'wrap') }), {
      maxLength: 15,
    });
    fc.assert(
      fc.property(plays, plays, fc.integer({ min: 1, max: 3 }), (onAccount, asGuest, merges) => {
        const play = (origin: string, rounds: typeof onAccount) =>
          rounds.reduce(
            (progress, round) => withRoundFinished(progress, { ...round, score: 1 }, 1).progress,
            emptyProgress(origin),
          );
        const guest = play('guest-1', asGuest);
        let account = play('account-1', onAccount);
        for (let i = 0; i < merges; i += 1) account = mergeProgress(account, guest);
        for (const game of ['snake', 'mines']) {
          const total = Object.values(gamePlayOf(account, game).rounds).reduce((sum, count) => sum + count, 0);
          expect(total).toBe([...onAccount, ...asGuest].filter((round) => round.game === game).length);
        }
      }),
    );
  });

  it('leaves an account that had nothing with exactly the guest’s progress', () => {
    fc.assert(
      fc.property(guests, (guest) => {
        expect(content(mergeProgress(emptyProgress('account-1'), guest))).toEqual(content(mergeProgress(guest, guest)));
      }),
    );
  });
});
