import { vi } from 'vitest';
import { Subject, Observable } from 'rxjs';
import { defaultConfig } from '../../../src/application/config';
import type { TournamentPort } from '../../../src/application/ports/tournament.port';
import type { LeaderboardStreamPort } from '../../../src/application/ports/leaderboard-stream.port';
import type { StreamEvent } from '../../../src/application/ports/stream-event';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createTournamentStore } from '../../../src/application/stores/tournament.store';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { RememberReturnPath } from '../../../src/application/use-cases/session/remember-return-path';
import { RequireLogin } from '../../../src/application/use-cases/games/require-login';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import type { Tournament } from '../../../src/domain/tournament';
import type { LeaderboardEntry, LeaderboardPayload } from '../../../src/domain/leaderboard';
import { fakeNavigation, fakeStorage } from '../../support/fakes';

export const WINTER: Tournament = {
  id: 'tn-2026-winter',
  org: 'gp-arena',
  name: 'GP Arena Winter Cup 2026',
  description: '',
  currentState: 'SEMI-FINAL',
  userState: null,
  stages: ['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL'],
  gameCode: 'turbo-racer',
  prize: '',
  startsAt: '',
  endsAt: '',
  bannerUrl: null,
  schedule: [],
};

export const entry = (rank: number, playerName: string, score: number, userId: string | null = null): LeaderboardEntry => ({
  rank,
  playerName,
  score,
  userId,
});

/** A TournamentPort whose every call is a vi.fn the test can script. */
export function fakeTournamentPort(
  overrides: Partial<TournamentPort> = {},
): { [K in keyof TournamentPort]: ReturnType<typeof vi.fn> } & TournamentPort {
  return {
    details: vi.fn(async () => ({ ...WINTER })),
    isOpen: vi.fn(async () => true),
    current: vi.fn(async () => ({ ...WINTER })),
    leaderboard: vi.fn(async () => [entry(1, 'Static', 100)]),
    register: vi.fn(async () => undefined),
    startGame: vi.fn(async () => ({ sessionId: 's-1', playUrl: '/games/runner/' })),
    updateSession: vi.fn(async () => undefined),
    ...overrides,
  } as never;
}

/** A live stream the test drives; counts how many streams are open at once. */
export function fakeLeaderboardStream() {
  let open = 0;
  let opened = 0;
  const events = new Subject<StreamEvent<LeaderboardPayload>>();
  const port: LeaderboardStreamPort = {
    live: () =>
      new Observable<StreamEvent<LeaderboardPayload>>((subscriber) => {
        open += 1;
        opened += 1;
        const subscription = events.subscribe(subscriber);
        return () => {
          open -= 1;
          subscription.unsubscribe();
        };
      }),
  };
  return { port, events, open: () => open, opened: () => opened };
}

/** The stores and real helpers the tournament use cases work with. */
export function tournamentWorld(options: { token?: string | null; userId?: string | null; path?: string } = {}) {
  const storage = fakeStorage();
  const navigation = fakeNavigation(options.path ?? '/tournament');
  const auth = createAuthStore();
  auth.token = options.token === undefined ? 'tok' : options.token;
  auth.userId = options.userId ?? 'u-me';
  const state = createTournamentStore();
  const modal = createNotificationModalStore();
  const notify = new ShowNotification(modal);
  const rememberReturnPath = new RememberReturnPath(storage);
  const requireLogin = new RequireLogin(auth, rememberReturnPath, navigation, storage);
  const urls = new RedirectPolicy('http://localhost', { allowedRedirectOrigins: [] });
  const log = { warn: vi.fn() };
  return { storage, navigation, auth, state, modal, notify, rememberReturnPath, requireLogin, urls, log, config: defaultConfig };
}
