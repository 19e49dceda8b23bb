import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMet,
  mergeUnlocked,
  NO_PLAY,
  unlockAchievements,
  type Achievement,
  type GamePlay,
  type UnlockedAchievements,
} from '../../src/domain/achievements';

const play = (over: Partial<GamePlay>): GamePlay => ({ ...NO_PLAY, ...over });

const CATALOGUE: Achievement[] = [
  { id: 'snake.first-round', game: 'snake', condition: { kind: 'rounds', count: 1 } },
  { id: 'snake.score-100', game: 'snake', condition: { kind: 'score', atLeast: 100 } },
  { id: 'snake.clean-round', game: 'snake', condition: { kind: 'event', event: 'clean-round' } },
  { id: 'mines.first-round', game: 'mines', condition: { kind: 'rounds', count: 1 } },
];

describe('an achievement’s condition', () => {
  it('counts rounds finished in every mode together', () => {
    expect(isMet({ kind: 'rounds', count: 10 }, play({ rounds: { classic: 6, wrap: 4 } }))).toBe(true);
    expect(isMet({ kind: 'rounds', count: 10 }, play({ rounds: { classic: 9 } }))).toBe(false);
  });

  it('reads a score reached in any mode', () => {
    expect(isMet({ kind: 'score', atLeast: 100 }, play({ best: { classic: 40, maze: 100 } }))).toBe(true);
    expect(isMet({ kind: 'score', atLeast: 100 }, play({ best: { classic: 99 } }))).toBe(false);
  });

  it('needs a round finished in each of the modes', () => {
    const modes = ['classic', 'wrap'];
    expect(isMet({ kind: 'modes', modes }, play({ rounds: { classic: 1, wrap: 2 } }))).toBe(true);
    expect(isMet({ kind: 'modes', modes }, play({ rounds: { classic: 3, wrap: 0 } }))).toBe(false);
    expect(isMet({ kind: 'modes', modes: [] }, play({ rounds: { classic: 3 } }))).toBe(false);
  });

  it('needs the game to have sent its event', () => {
    expect(isMet({ kind: 'event', event: 'clean-round' }, play({ events: new Set(['clean-round']) }))).toBe(true);
    expect(isMet({ kind: 'event', event: 'win' }, play({ events: new Set(['clean-round']) }))).toBe(false);
  });
});

describe('unlocking achievements', () => {
  it('unlocks what the game’s play now meets, with the moment it was earned', () => {
    const { unlocked, newly } = unlockAchievements(
      CATALOGUE,
      'snake',
      play({ rounds: { classic: 1 }, best: { classic: 120 } }),
      {},
      77,
    );
    expect(newly.map((achievement) => achievement.id)).toEqual(['snake.first-round', 'snake.score-100']);
    expect(unlocked).toEqual({ 'snake.first-round': { earnedAt: 77 }, 'snake.score-100': { earnedAt: 77 } });
  });

  it('never unlocks one twice, nor moves the day it was earned', () => {
    const first = unlockAchievements(CATALOGUE, 'snake', play({ rounds: { classic: 1 } }), {}, 1);
    const again = unlockAchievements(CATALOGUE, 'snake', play({ rounds: { classic: 5 } }), first.unlocked, 2);
    expect(again.newly).toEqual([]);
    expect(again.unlocked).toBe(first.unlocked);
  });

  it('unlocks only the game played', () => {
    const { newly } = unlockAchievements(CATALOGUE, 'snake', play({ rounds: { classic: 1 } }), {}, 1);
    expect(newly.some((achievement) => achievement.game === 'mines')).toBe(false);
  });

  it('merge to every one either side unlocked, with the earlier date, in either order and idempotently', () => {
    const unlocked: fc.Arbitrary<UnlockedAchievements> = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd'),
      fc.record({ earnedAt: fc.nat(100) }),
    );
    fc.assert(
      fc.property(unlocked, unlocked, (a, b) => {
        const merged = mergeUnlocked(a, b);
        expect(merged).toEqual(mergeUnlocked(b, a));
        expect(mergeUnlocked(merged, b)).toEqual(merged);
        expect(Object.keys(merged).sort()).toEqual([...new Set([...Object.keys(a), ...Object.keys(b)])].sort());
        for (const [id, { earnedAt }] of Object.entries(merged))
          expect(earnedAt).toBe(Math.min(a[id]?.earnedAt ?? Infinity, b[id]?.earnedAt ?? Infinity));
      }),
    );
  });
});
