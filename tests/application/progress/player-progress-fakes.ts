import type { PlayerProgressPort } from '../../../src/application/ports/player-progress.port';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { LoadDailyChallenge } from '../../../src/application/use-cases/progress/load-daily-challenge';
import { LoadPlayerProgress } from '../../../src/application/use-cases/progress/load-player-progress';
import { MergeGuestProgress } from '../../../src/application/use-cases/progress/merge-guest-progress';
import { PlayerProgressBook } from '../../../src/application/use-cases/progress/player-progress-book';
import { RecordFinishedGame } from '../../../src/application/use-cases/progress/record-finished-game';
import { RecordGameEvent } from '../../../src/application/use-cases/progress/record-game-event';
import { dailyChallenge } from '../../../src/domain/daily-challenge';
import type { GameModes } from '../../../src/domain/game-modes';

export const GAMES: GameModes[] = [
  { slug: 'snake', modes: ['classic', 'wrap', 'maze'] },
  { slug: 'mines', modes: ['classic', 'wide', 'timed'] },
];

/** The device's progress in memory, as IndexedDB keeps it: one record per owner, copied in and out. */
export function fakePlayerProgress(): PlayerProgressPort & {
  records: Map<string, unknown>;
  failing: boolean;
  fullDisk: boolean;
} {
  const records = new Map<string, unknown>();
  const port = {
    records,
    failing: false,
    /** Reads work, writes fail. */
    fullDisk: false,
    read: async (owner: string) => {
      if (port.failing) throw new Error('storage unavailable');
      return structuredClone(records.get(owner));
    },
    write: async (owner: string, progress: unknown) => {
      if (port.failing || port.fullDisk) throw new Error('storage unavailable');
      records.set(owner, structuredClone(progress));
    },
    remove: async (owner: string) => void records.delete(owner),
  };
  return port;
}

/** The progress use cases over one fake device, a fake clock (Dhaka time) and a fake login. */
export function progressSetup(start = '2026-11-27T10:00:00+06:00') {
  const port = fakePlayerProgress();
  const auth = createAuthStore();
  let now = Date.parse(start);
  let ids = 0;
  const clock = () => new Date(now);
  const book = new PlayerProgressBook(port, auth, () => `record-${(ids += 1)}`);
  return {
    port,
    record: new RecordFinishedGame(book, GAMES, clock),
    recordEvent: new RecordGameEvent(book, GAMES, clock),
    loadChallenge: new LoadDailyChallenge(book, GAMES, clock),
    loadProgress: new LoadPlayerProgress(book, GAMES, clock),
    merge: new MergeGuestProgress(book, GAMES, clock),
    /** Moves the phone's clock (forward or back) by whole days and hours. */
    moveClock: (days: number, hours = 0) => (now += (days * 24 + hours) * 3_600_000),
    setClock: (iso: string) => (now = Date.parse(iso)),
    now: () => now,
    logIn: (userId: string) => Object.assign(auth, { token: `t-${userId}`, userId }),
    logOut: () => Object.assign(auth, { token: null, userId: null }),
    /** Today's challenge by the clock, as a round of it would be reported. */
    todaysChallenge: () => dailyChallenge(Math.floor((now + 6 * 3_600_000) / 86_400_000), GAMES)!,
  };
}

/** A round of the given challenge, reported as the play screen hears it. */
export const roundOf = (challenge: { game: string; mode: string; seed: number }, score: number) => ({
  game: challenge.game,
  key:
    challenge.mode === GAMES.find((game) => game.slug === challenge.game)!.modes[0]
      ? challenge.game
      : `${challenge.game}-${challenge.mode}`,
  score,
  seed: challenge.seed,
});
