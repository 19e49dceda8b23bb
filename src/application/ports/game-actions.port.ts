import { token } from '../token';
import type { GameRating } from '../../domain/game';

/** Spec §7 "POST /play/game/bookmark {gameid} reads data.message and errors[0].message". */
export interface BookmarkReply {
  /** 'Success' when the bookmark was toggled (spec §5); anything else is a refusal. */
  message: string | null;
  /** An optional text for the player that takes precedence over the modal's own (spec §8). */
  displayMessage: string | null;
}

/** Spec §7 "POST /play/game/rating {gameid, rating, comment} reads status and data.ratingAverage". */
export interface RatingReply {
  ratingAverage: number;
  /** Present when the server says how many ratings the average is over. */
  ratingCount?: number;
}

/** What a logged-in player does to a game. Failures (status not OK, 401, network) throw ServiceError. */
export interface GameActionsPort {
  like(gameId: string): Promise<void>;
  bookmark(gameId: string): Promise<BookmarkReply>;
  rate(gameId: string, rating: number, comment: string): Promise<RatingReply>;
  ratingDetails(gameId: string): Promise<GameRating[]>;
}
export const GameActionsPort = token<GameActionsPort>('GameActionsPort');
