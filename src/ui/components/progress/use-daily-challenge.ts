import { useCallback, useEffect, useState } from 'react';
import { Clock } from '../../../application/ports/clock.port';
import { AuthStore } from '../../../application/stores/auth.store';
import { KeepDailyChallenges } from '../../../application/use-cases/progress/keep-daily-challenges';
import { LoadDailyChallenge, type TodaysChallenge } from '../../../application/use-cases/progress/load-daily-challenge';
import { LoadPlayerProgress } from '../../../application/use-cases/progress/load-player-progress';
import type { Streak } from '../../../domain/streak';
import { useService, useStore } from '../../hooks/container-context';

/** How often the countdown is brought up to date: it shows whole minutes. */
const TICK_MS = 30_000;

export interface DailyChallengeView {
  today: TodaysChallenge;
  streak: Streak;
}

/**
 * Today's challenge and the streak of whoever plays now (a guest, or the account after login),
 * null until read; the time now, brought up to date every TICK_MS for the countdown; and at
 * midnight in Bangladesh, the next day's challenge. Today's and the next days' games are kept on
 * the device as they are read, so the challenge plays offline.
 */
export function useDailyChallenge(): { view: DailyChallengeView | null; now: number } {
  const loadChallenge = useService(LoadDailyChallenge);
  const loadProgress = useService(LoadPlayerProgress);
  const keepChallenges = useService(KeepDailyChallenges);
  const clock = useService(Clock);
  const auth = useStore(AuthStore);
  const owner = auth.token ? auth.userId : null;
  const [view, setView] = useState<DailyChallengeView | null>(null);
  const [now, setNow] = useState(() => clock().getTime());

  const load = useCallback(() => {
    let live = true;
    void Promise.all([loadChallenge.execute(), loadProgress.execute()]).then(([today, progress]) => {
      if (!live) return;
      setView({ today, streak: progress.streak });
      void keepChallenges.execute(today.challenge ? [today.challenge, ...today.upcoming] : today.upcoming);
      setNow(clock().getTime());
    });
    return () => {
      live = false;
    };
  }, [loadChallenge, loadProgress, keepChallenges, clock]);

  useEffect(() => load(), [load, owner]);

  useEffect(() => {
    const tick = setInterval(() => setNow(clock().getTime()), TICK_MS);
    return () => clearInterval(tick);
  }, [clock]);

  const nextAt = view?.today.nextAt ?? Infinity;
  useEffect(() => (now < nextAt ? undefined : load()), [now, nextAt, load]);

  return { view, now };
}
