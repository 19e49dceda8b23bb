import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { startMockServer } from '../../support/mock-server';
import { gameRecord, gatewaysFor, lastCall, requests } from './games-kit';

describe('game detail and actions against the mock backend', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const db = () => server.backend().ctx.db;
  /** A game the subscriber has rated, liked and bookmarked in the seed, when there is one. */
  function subscriberRatedGame() {
    const rating = db().rating.findFirst({ where: { userId: { equals: DEMO_SUBSCRIBER.id } } });
    if (!rating) throw new Error('The seed gives the subscriber ratings');
    return gameRecord(server, { id: rating.gameId });
  }

  it("reads the detail with the logged-in player's like, bookmark and own rating", async () => {
    const game = subscriberRatedGame();
    const mine = { userId: { equals: DEMO_SUBSCRIBER.id }, gameId: { equals: game.id } };
    const { catalogue } = gatewaysFor(server, DEMO_SUBSCRIBER.id);
    const detail = await catalogue.detail(game.uniqueName);
    expect(lastCall(server)).toBe(`GET /api/play/game/detail/byname/${game.uniqueName}`);
    const own = db().rating.findFirst({ where: mine });
    expect(detail).toMatchObject({
      id: game.id,
      uniqueName: game.uniqueName,
      name: game.name,
      description: game.description,
      playUrl: game.playUrl,
      isLiked: db().like.count({ where: mine }) > 0,
      isBookmarked: db().bookmark.count({ where: mine }) > 0,
      totalLikes: game.totalLikes,
      rating: game.ratingAverage,
      ratingCount: game.ratingCount,
      userRating: { rating: own?.rating, comment: own?.comment },
    });
  });

  it('reads the detail of a guest without personal flags', async () => {
    const game = subscriberRatedGame();
    const detail = await gatewaysFor(server, null).catalogue.detail(game.uniqueName);
    expect(detail).toMatchObject({ isLiked: false, isBookmarked: false, userRating: null });
  });

  it("rejects an unknown game with 'Game not found'", async () => {
    await expect(gatewaysFor(server, null).catalogue.detail('no-such-game')).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Game not found',
    });
  });

  it('likes and unlikes: sends {gameid}; the detail follows with totalLikes plus and minus one', async () => {
    const game = gameRecord(server, { isPremium: false });
    const { catalogue, actions } = gatewaysFor(server, DEMO_FREE_USER.id);
    db().like.deleteMany({ where: { userId: { equals: DEMO_FREE_USER.id }, gameId: { equals: game.id } } });
    const before = await catalogue.detail(game.uniqueName);
    await actions.like(game.id);
    expect(requests(server).at(-1)).toEqual({ call: 'POST /api/play/game/like', body: { gameid: game.id } });
    expect(await catalogue.detail(game.uniqueName)).toMatchObject({ isLiked: true, totalLikes: before.totalLikes + 1 });
    await actions.like(game.id);
    expect(await catalogue.detail(game.uniqueName)).toMatchObject({ isLiked: false, totalLikes: before.totalLikes });
  });

  it("bookmarks with data.message 'Success' and the favourites list shows the game first", async () => {
    const game = gameRecord(server, { isPremium: false });
    const { catalogue, actions } = gatewaysFor(server, DEMO_SUBSCRIBER.id);
    db().bookmark.deleteMany({ where: { userId: { equals: DEMO_SUBSCRIBER.id }, gameId: { equals: game.id } } });
    await expect(actions.bookmark(game.id)).resolves.toEqual({ message: 'Success', displayMessage: null });
    expect(requests(server).at(-1)?.body).toEqual({ gameid: game.id });
    const favorites = await catalogue.games({ list: 'bookmarkedGames', page: 1, limit: 20, view: 'full' });
    expect(lastCall(server)).toBe('GET /api/play/games/bookmarked/1/20');
    expect(favorites[0]?.id).toBe(game.id);
    await actions.bookmark(game.id);
    expect((await catalogue.detail(game.uniqueName)).isBookmarked).toBe(false);
  });

  it('adds a server message when a free player saves a premium game', async () => {
    const game = gameRecord(server, { isPremium: true });
    db().bookmark.deleteMany({ where: { userId: { equals: DEMO_FREE_USER.id }, gameId: { equals: game.id } } });
    const reply = await gatewaysFor(server, DEMO_FREE_USER.id).actions.bookmark(game.id);
    expect(reply).toEqual({
      message: 'Success',
      displayMessage: 'Saved to your favorites. This is a premium game: subscribe to play it.',
    });
  });

  it('rates: sends {gameid, rating, comment}, answers the new average, and the review appears', async () => {
    const game = gameRecord(server, { isPremium: false });
    const { catalogue, actions } = gatewaysFor(server, DEMO_FREE_USER.id);
    db().rating.deleteMany({ where: { gameId: { equals: game.id } } });
    const reply = await actions.rate(game.id, 4, 'Nice one');
    expect(requests(server).at(-1)).toEqual({
      call: 'POST /api/play/game/rating',
      body: { gameid: game.id, rating: 4, comment: 'Nice one' },
    });
    expect(reply).toEqual({ ratingAverage: 4, ratingCount: 1 });
    expect(await catalogue.detail(game.uniqueName)).toMatchObject({
      rating: 4,
      ratingCount: 1,
      userRating: { rating: 4, comment: 'Nice one' },
    });
    await actions.rate(game.id, 2, '');
    expect((await catalogue.detail(game.uniqueName)).ratingCount).toBe(1);
    const reviews = await actions.ratingDetails(game.id);
    expect(lastCall(server)).toBe(`GET /api/play/game/rating/details/${game.id}`);
    expect(reviews).toEqual([
      { id: expect.any(String), userName: 'Farhan Hossain', rating: 2, comment: '', createdAt: expect.any(String) },
    ]);
  });

  it('refuses a rating outside 1 to 5 with a message', async () => {
    const game = gameRecord(server, { isPremium: false });
    await expect(gatewaysFor(server, DEMO_FREE_USER.id).actions.rate(game.id, 9, '')).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Rating must be a whole number from 1 to 5.',
    });
  });

  it('reads the reviews of a game with a rating on each', async () => {
    const game = subscriberRatedGame();
    const reviews = await gatewaysFor(server, null).actions.ratingDetails(game.id);
    expect(reviews.length).toBe(game.ratingCount);
    expect(reviews.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);
  });

  it('refuses like, bookmark and rate from a guest with a 401', async () => {
    const game = gameRecord(server, { isPremium: false });
    const { actions, onUnauthorized } = gatewaysFor(server, null);
    await expect(actions.like(game.id)).rejects.toMatchObject({ reason: 'unauthorized' });
    await expect(actions.bookmark(game.id)).rejects.toMatchObject({ reason: 'unauthorized' });
    await expect(actions.rate(game.id, 5, '')).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
  });
});
