import { describe, expect, it } from 'vitest';
import { KeepDailyChallenges } from '../../../src/application/use-cases/progress/keep-daily-challenges';
import { initialDataSaverState } from '../../../src/application/stores/data-saver.store';
import type { DailyChallenge } from '../../../src/domain/daily-challenge';

const day = (game: string, n: number): DailyChallenge => ({ day: n, game, mode: 'classic', seed: n });

describe('keeping the daily challenges on the device', () => {
  it('asks once for each game of today’s and the next days’ challenges, and again after a failure', async () => {
    const asked: string[] = [];
    let fail = true;
    const keep = new KeepDailyChallenges(
      {
        keep: async (slug) => {
          asked.push(slug);
          if (slug === 'mines' && fail) throw new Error('offline');
        },
      },
      initialDataSaverState(),
    );
    await keep.execute([day('snake', 1), day('mines', 2), day('snake', 3)]);
    fail = false;
    await keep.execute([day('snake', 1), day('mines', 2)]);
    expect(asked).toEqual(['snake', 'mines', 'mines']);
  });

  it('fetches nothing in data saver mode', async () => {
    const asked: string[] = [];
    const keep = new KeepDailyChallenges(
      { keep: async (slug) => void asked.push(slug) },
      { ...initialDataSaverState(), on: true },
    );
    await keep.execute([day('snake', 1)]);
    expect(asked).toEqual([]);
  });
});
