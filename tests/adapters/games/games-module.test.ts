import { testPlatform } from '../../support/test-platform';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContainer } from '../../support/build-container';
import { memoryStore } from '../../support/memory-store';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { RestoreSession } from '../../../src/application/use-cases/session/restore-session';
import { EndSession } from '../../../src/application/use-cases/session/end-session';
import { LoadHomeRow } from '../../../src/application/use-cases/games/load-home-row';
import { LoadGameDetail } from '../../../src/application/use-cases/games/load-game-detail';
import { ToggleBookmark } from '../../../src/application/use-cases/games/toggle-bookmark';
import { StartGame } from '../../../src/application/use-cases/games/start-game';
import { GameListStore } from '../../../src/application/stores/game-list.store';
import { GameDetailStore } from '../../../src/application/stores/game-detail.store';
import { GenreStore } from '../../../src/application/stores/genre.store';
import { NotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { startMockServer } from '../../support/mock-server';
import { gameRecord } from './games-kit';

/** The real container (games module included) against the mock: use cases → gateways → handlers. */
describe('games module wired in the container', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    server.reset();
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  function app(options: { loggedIn: boolean; path?: string }) {
    const storage: Record<string, string> = {};
    if (options.loggedIn) {
      const token = 'module-test-token';
      server.backend().ctx.db.authSession.create({
        token,
        userId: DEMO_SUBSCRIBER.id,
        loginSource: 'SelfWeb',
        createdAt: new Date().toISOString(),
      });
      Object.assign(storage, { 'auth-token': token, user_id: DEMO_SUBSCRIBER.id, loginSource: 'SelfWeb' });
    }
    const assigned: string[] = [];
    const { resolver, features } = buildContainer(
      testPlatform({ storage: memoryStore(storage), path: options.path ?? '/home', assigned, random: () => 0 }),
    );
    resolver.get(RestoreSession).execute();
    return { resolver, features, assigned };
  }

  it('loads a shuffled home row and a selected genre row through the real gateway', async () => {
    const { resolver } = app({ loggedIn: false });
    await resolver.get(LoadHomeRow).execute('spotlight');
    await resolver.get(LoadHomeRow).execute('genre:shooter');
    expect(resolver.get(GameListStore.spotlight).row).toMatchObject({ status: 'succeeded' });
    expect(resolver.get(GameListStore.spotlight).row.items).toHaveLength(15);
    expect(resolver.get(GenreStore).rows.shooter?.items).toHaveLength(5);
  });

  it('bookmarks from the game page and opens the favorite modal; logout then clears the game page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { resolver, features } = app({ loggedIn: true });
    // A game page's actions come with the 'game-actions' area, as on the game-details route.
    await features.ensure('game-actions');
    const game = gameRecord(server, { isPremium: false });
    server
      .backend()
      .ctx.db.bookmark.deleteMany({ where: { userId: { equals: DEMO_SUBSCRIBER.id }, gameId: { equals: game.id } } });
    await resolver.get(LoadGameDetail).execute(game.uniqueName);
    expect(await resolver.get(ToggleBookmark).execute()).toBe('done');
    expect(resolver.get(GameDetailStore).game?.isBookmarked).toBe(true);
    expect(resolver.get(NotificationModalStore)).toMatchObject({
      modalType: 'favorite',
      title: { code: 'saved-as-favorite' },
      buttonTarget: '/favorite',
    });

    resolver.get(EndSession).execute();
    expect(resolver.get(GameDetailStore)).toMatchObject({ game: null, status: 'idle' });
  });

  it('clears the personal games areas on logout and keeps the public ones (spec §4 reset list)', async () => {
    const { resolver } = app({ loggedIn: true });
    await resolver.get(LoadHomeRow).execute('favorites');
    await resolver.get(LoadHomeRow).execute('recently-played');
    await resolver.get(LoadHomeRow).execute('spotlight');
    expect(resolver.get(GameListStore.bookmarkedGames).row.items.length).toBeGreaterThan(0);
    expect(resolver.get(GameListStore.recentlyPlayed).row.items).toHaveLength(10);

    resolver.get(EndSession).execute();
    expect(resolver.get(GameListStore.bookmarkedGames).row).toMatchObject({ status: 'idle', items: [] });
    expect(resolver.get(GameListStore.recentlyPlayed).row).toMatchObject({ status: 'idle', items: [] });
    expect(resolver.get(GameListStore.spotlight).row.items).toHaveLength(15);
  });

  it('starts a premium game for the subscriber with a play URL that passes the URL guard', async () => {
    const { resolver, features } = app({ loggedIn: true });
    await features.ensure('game-actions');
    const premium = gameRecord(server, { isPremium: true });
    await expect(resolver.get(StartGame).execute(premium)).resolves.toMatchObject({ ok: true, playUrl: premium.playUrl });
  });
});
