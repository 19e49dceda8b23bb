import { vi } from 'vitest';
import type { Game, GameDetail, GameRating } from '../../../src/domain/game';
import type { GameCataloguePort } from '../../../src/application/ports/game-catalogue.port';
import type { GameActionsPort } from '../../../src/application/ports/game-actions.port';
import type { GameSessionPort } from '../../../src/application/ports/game-session.port';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { RememberReturnPath } from '../../../src/application/use-cases/session/remember-return-path';
import { RequireLogin } from '../../../src/application/use-cases/games/require-login';
import { ToggleLike } from '../../../src/application/use-cases/games/toggle-like';
import { ToggleBookmark } from '../../../src/application/use-cases/games/toggle-bookmark';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { fakeNavigation, fakeStorage } from '../../support/fakes';

export const game = (n: number, extra: Partial<Game> = {}): Game => ({
  id: `g-${n}`,
  uniqueName: `game-${n}`,
  name: `Game ${n}`,
  genre: 'arcade',
  thumbnailUrl: `/t/${n}.svg`,
  isPremium: false,
  ...extra,
});

export const games = (from: number, count: number): Game[] => Array.from({ length: count }, (_, i) => game(from + i));

export const detail = (extra: Partial<GameDetail> = {}): GameDetail => ({
  ...game(1),
  description: 'A game.',
  bannerUrl: '/b/1.svg',
  playUrl: '/games/snake/',
  orientation: 'portrait',
  isBookmarked: false,
  isLiked: false,
  totalLikes: 10,
  rating: 4,
  ratingCount: 2,
  userRating: null,
  ...extra,
});

export const review = (id: string, rating: number): GameRating => ({
  id,
  userName: `User ${id}`,
  rating,
  comment: '',
  createdAt: '',
});

/** A promise resolved or rejected from the test, to hold an answer in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every port method is a vi.fn; tests set what they need with mockResolvedValue and friends. */
export function fakeCatalogue() {
  return {
    games: vi.fn<GameCataloguePort['games']>(async () => []),
    genreGames: vi.fn<GameCataloguePort['genreGames']>(async () => []),
    genres: vi.fn<GameCataloguePort['genres']>(async () => []),
    detail: vi.fn<GameCataloguePort['detail']>(async () => detail()),
    similar: vi.fn<GameCataloguePort['similar']>(async () => []),
    search: vi.fn<GameCataloguePort['search']>(async () => ({ searchedGames: [], genreGames: [] })),
    searchItems: vi.fn<GameCataloguePort['searchItems']>(async () => []),
    hotGames: vi.fn<GameCataloguePort['hotGames']>(async () => []),
    trailers: vi.fn<GameCataloguePort['trailers']>(async () => []),
  } satisfies GameCataloguePort;
}

export function fakeActions() {
  return {
    like: vi.fn<GameActionsPort['like']>(async () => undefined),
    bookmark: vi.fn<GameActionsPort['bookmark']>(async () => ({ message: 'Success', displayMessage: null })),
    rate: vi.fn<GameActionsPort['rate']>(async () => ({ ratingAverage: 4.5 })),
    ratingDetails: vi.fn<GameActionsPort['ratingDetails']>(async () => []),
  } satisfies GameActionsPort;
}

export function fakeSessions() {
  return {
    start: vi.fn<GameSessionPort['start']>(async () => ({ sessionId: 'gs-1', playUrl: '/games/snake/' })),
    update: vi.fn<GameSessionPort['update']>(async () => undefined),
  } satisfies GameSessionPort;
}

/** A logged-in (or guest) player on `path`, with the modal and the login redirect wired as in the app. */
export function player(options: { loggedIn?: boolean; path?: string } = {}) {
  const auth = createAuthStore();
  if (options.loggedIn ?? true) Object.assign(auth, { token: 'tok', userId: 'u-1', loginSource: 'SelfWeb' });
  const storage = fakeStorage();
  const navigation = fakeNavigation(options.path ?? '/game-details/game-1');
  const modal = createNotificationModalStore();
  const notify = new ShowNotification(modal);
  const requireLogin = new RequireLogin(auth, new RememberReturnPath(storage), navigation, storage);
  return { auth, storage, navigation, modal, notify, requireLogin };
}

/** Like and favourite over fakes, for a game page (with `game: null`, a page with no game yet). */
export function gameActionsSetup(options: { loggedIn?: boolean; game?: Partial<GameDetail> | null } = {}) {
  const actions = fakeActions();
  const store = createGameDetailStore();
  if (options.game !== null) store.game = detail(options.game ?? {});
  const who = player({ loggedIn: options.loggedIn, path: '/game-details/game-1' });
  return {
    actions,
    store,
    ...who,
    like: new ToggleLike(actions, store, who.requireLogin, who.notify),
    bookmark: new ToggleBookmark(actions, store, who.requireLogin, who.notify),
  };
}
