import * as z from 'zod/mini';
import type { Game, GameDetail, GameRating, Genre, Trailer } from '../../domain/game';

/*
 * The game DTOs of spec §7 "Games", the only place their field names appear. Tolerant of missing
 * optional fields (they default), strict on what a screen cannot do without: a game needs an id,
 * a uniqueName (its URL) and a name. In lists, an entry that fails that is dropped rather than
 * failing the whole row.
 */
const id = z.union([z.string().check(z.minLength(1)), z.number()]);
const text = z.optional(z.nullable(z.string()));
const flag = z.optional(z.nullable(z.boolean()));
const count = z.optional(z.nullable(z.number()));

export const gameDto = z.object({
  id,
  uniqueName: z.string().check(z.minLength(1)),
  name: z.string(),
  genre: text,
  thumbnailUrl: text,
  isPremium: flag,
});
type GameDto = z.infer<typeof gameDto>;

export const gameDetailDto = z.object({
  ...gameDto.shape,
  description: text,
  bannerUrl: text,
  playUrl: text,
  orientation: text,
  isBookmarked: flag,
  isLiked: flag,
  totalLikes: count,
  rating: count,
  ratingCount: count,
  userRating: z.optional(z.nullable(z.object({ rating: z.number(), comment: text }))),
});
type GameDetailDto = z.infer<typeof gameDetailDto>;

/** A list of anything: entries are validated one by one with `validEntries`. */
export const entries = z.optional(z.nullable(z.array(z.unknown())));

export function validEntries<S extends z.ZodMiniType, T>(
  items: readonly unknown[] | null | undefined,
  schema: S,
  map: (dto: z.infer<S>) => T,
): T[] {
  const valid: T[] = [];
  for (const item of items ?? []) {
    const parsed = schema.safeParse(item);
    if (parsed.success) valid.push(map(parsed.data as z.infer<S>));
  }
  return valid;
}

export function toGame(dto: GameDto): Game {
  return {
    id: String(dto.id),
    uniqueName: dto.uniqueName,
    name: dto.name,
    genre: dto.genre ?? '',
    thumbnailUrl: dto.thumbnailUrl ?? '',
    isPremium: dto.isPremium ?? false,
  };
}

export const toGames = (items: readonly unknown[] | null | undefined): Game[] => validEntries(items, gameDto, toGame);

export function toGameDetail(dto: GameDetailDto): GameDetail {
  return {
    ...toGame(dto),
    description: dto.description ?? '',
    bannerUrl: dto.bannerUrl ?? dto.thumbnailUrl ?? '',
    playUrl: dto.playUrl ?? '',
    orientation: dto.orientation === 'landscape' ? 'landscape' : 'portrait',
    isBookmarked: dto.isBookmarked ?? false,
    isLiked: dto.isLiked ?? false,
    totalLikes: dto.totalLikes ?? 0,
    rating: dto.rating ?? 0,
    ratingCount: dto.ratingCount ?? 0,
    userRating: dto.userRating ? { rating: dto.userRating.rating, comment: dto.userRating.comment ?? '' } : null,
  };
}

const genreDto = z.object({ uniqueName: z.string().check(z.minLength(1)), name: text });
export const toGenres = (items: readonly unknown[] | null | undefined): Genre[] =>
  validEntries(items, genreDto, (dto) => ({ uniqueName: dto.uniqueName, name: dto.name || dto.uniqueName }));

const ratingDto = z.object({ id: z.optional(id), userName: text, rating: z.number(), comment: text, createdAt: text });
export const toRatings = (items: readonly unknown[] | null | undefined): GameRating[] =>
  validEntries(items, ratingDto, (dto): GameRating => ({
    id: dto.id === undefined ? '' : String(dto.id),
    userName: dto.userName ?? '',
    rating: dto.rating,
    comment: dto.comment ?? '',
    createdAt: dto.createdAt ?? '',
  }));

const trailerDto = z.object({ id, title: text, posterUrl: text, gameUniqueName: z.string().check(z.minLength(1)) });
export const toTrailers = (items: readonly unknown[] | null | undefined): Trailer[] =>
  validEntries(items, trailerDto, (dto) => ({
    id: String(dto.id),
    title: dto.title ?? '',
    posterUrl: dto.posterUrl ?? '',
    gameUniqueName: dto.gameUniqueName,
  }));
