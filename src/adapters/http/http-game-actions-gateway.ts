import * as z from 'zod/mini';
import type { BookmarkReply, GameActionsPort, RatingReply } from '../../application/ports/game-actions.port';
import type { GameRating } from '../../domain/game';
import type { HttpClient } from './http-client';
import { entries, toRatings } from './game-schemas';
import { openNumber, openObject, openText, requiredNumber } from './open-fields';

/**
 * Spec §7 "POST /play/game/bookmark {gameid} reads data.message"; displayMessage is the optional
 * server text. Neither's type is given: both are read leniently, and a `data` that is no object
 * says nothing (the favourite modal then uses its own texts).
 */
const bookmarkData = openObject(z.object({ message: openText, displayMessage: openText }));
/** Spec §7 "... reads status and data.ratingAverage": the new average is required, the count is not. */
const ratingData = z.object({ ratingAverage: requiredNumber, ratingCount: openNumber });
const ratingDetails = z.object({ gameRatings: entries });

export class HttpGameActionsGateway implements GameActionsPort {
  constructor(private readonly http: HttpClient) {}

  async like(gameId: string): Promise<void> {
    await this.http.send({ method: 'POST', path: '/play/game/like', body: { gameid: gameId } }, z.unknown());
  }

  async bookmark(gameId: string): Promise<BookmarkReply> {
    const data = await this.http.send({ method: 'POST', path: '/play/game/bookmark', body: { gameid: gameId } }, bookmarkData);
    return { message: data?.message ?? null, displayMessage: data?.displayMessage ?? null };
  }

  async rate(gameId: string, rating: number, comment: string): Promise<RatingReply> {
    const body = { gameid: gameId, rating, comment };
    const data = await this.http.send({ method: 'POST', path: '/play/game/rating', body }, ratingData);
    return data.ratingCount == null
      ? { ratingAverage: data.ratingAverage }
      : { ratingAverage: data.ratingAverage, ratingCount: data.ratingCount };
  }

  async ratingDetails(gameId: string): Promise<GameRating[]> {
    const data = await this.http.send(
      { method: 'GET', path: `/play/game/rating/details/${encodeURIComponent(gameId)}` },
      ratingDetails,
    );
    return toRatings(data.gameRatings);
  }
}
