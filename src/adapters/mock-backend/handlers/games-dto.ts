import { listItem, type MockDb } from '../db';
import type { MockContext } from '../mock-context';

/*
 * Shared pieces of the games handlers: the game DTOs of spec §7 and the paging of list calls.
 * Field names here are the contract the HTTP gateways parse (src/adapters/http/game-schemas.ts).
 */
export type GameRecord = ReturnType<MockDb['game']['getAll']>[number];
type UserRecord = ReturnType<MockDb['user']['getAll']>[number];

/** A game in any list: spec §3 "Game list responses use games". */
export function toGameDto(game: GameRecord) {
  return {
    id: game.id,
    uniqueName: game.uniqueName,
    name: game.name,
    genre: game.genre,
    thumbnailUrl: game.thumbnailUrl,
    isPremium: game.isPremium,
    // Not a field the spec lists; the portal reads it leniently to show a card's download size.
    playUrl: game.playUrl,
  };
}

/** The game page for the caller (spec §3 "Game detail: isBookmarked, isLiked, totalLikes, rating (the average), userRating"). */
export function toGameDetailDto(db: MockDb, game: GameRecord, user: UserRecord | null) {
  const mine = { userId: { equals: user?.id ?? '' }, gameId: { equals: game.id } };
  const own = user ? db.rating.findFirst({ where: mine }) : null;
  return {
    ...toGameDto(game),
    description: game.description,
    bannerUrl: game.bannerUrl,
    playUrl: game.playUrl,
    orientation: game.orientation,
    isBookmarked: user ? db.bookmark.count({ where: mine }) > 0 : false,
    isLiked: user ? db.like.count({ where: mine }) > 0 : false,
    totalLikes: game.totalLikes,
    rating: game.ratingAverage,
    ratingCount: game.ratingCount,
    userRating: own ? { rating: own.rating, comment: own.comment } : null,
  };
}

/** Most played first; ties by id so every list has one stable order. */
export const byPlays = (a: GameRecord, b: GameRecord): number => b.playCount - a.playCount || a.id.localeCompare(b.id);

/** The games of a curated home row (game.sections), most played first. */
export function sectionGames(db: MockDb, section: string): GameRecord[] {
  return db.game.findMany({ where: { sections: { contains: listItem(section) } } }).sort(byPlays);
}

export function gameById(db: MockDb, id: unknown): GameRecord | null {
  return typeof id === 'string' && id ? db.game.findFirst({ where: { id: { equals: id } } }) : null;
}

/** Largest page the mock serves (spec §9: the largest list asked for is gamers' choice, 100). */
const MAX_LIMIT = 100;

/** 1-based page and limit from path parameters, or null when they are not positive whole numbers. */
export function pageParams(params: Record<string, unknown>): { page: number; limit: number } | null {
  const page = Number(params.page);
  const limit = Number(params.limit);
  if (!Number.isInteger(page) || !Number.isInteger(limit) || page < 1 || limit < 1) return null;
  return { page, limit: Math.min(limit, MAX_LIMIT) };
}

export function pageOf<T>(items: readonly T[], { page, limit }: { page: number; limit: number }): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

/** The ids of games the caller has touched in one table, newest first. */
export function gameIdsOf(rows: ReadonlyArray<{ gameId: string; at: string }>): string[] {
  return [...rows].sort((a, b) => b.at.localeCompare(a.at)).map((row) => row.gameId);
}

/** Games by id in the given order, skipping ids that no longer exist. */
export function gamesInOrder(db: MockDb, ids: readonly string[]): GameRecord[] {
  return ids.map((id) => gameById(db, id)).filter((game): game is GameRecord => game !== null);
}

export const nowIso = (ctx: MockContext): string => ctx.now().toISOString();
