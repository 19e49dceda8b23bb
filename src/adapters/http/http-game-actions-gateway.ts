import * as z from 'zod/mini';
import type { BookmarkReply, GameActionsPort, RatingReply } from '../../application/ports/game-actions.port';
import type { GameRating } from '../../domain/game';
import type { HttpClient } from './http-client';
import { entries, toRatings } from './game-schemas';

const text = z.optional(z.nullable(z.string()));
/** Spec §7 "POST /play/game/bookmark {gameid} reads data.message"; displayMessage is the optional server text. */
const bookmarkData = z.nullable(z.optional(z.object({ message: text, displayMessage: text })));
/** Spec §7 "... reads status and data.ratingAverage". */
const ratingData = z.object({ ratingAverage: z.number(), ratingCount: z.optional(z.nullable(z.number())) });
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
