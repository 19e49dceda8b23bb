import * as z from 'zod/mini';
import type { Game, GameDetail, GameRating, Genre, Trailer } from '../../domain/game';
import {
  openEntries,
  openFlag,
  openNumber,
  openObject,
  openText,
  openTextFrom,
  requiredId,
  requiredNumber,
  requiredText,
} from './open-fields';
import { listInSteps } from './list-in-steps';

/*
 * The game DTOs of spec §7 "Games", the only place their field names appear. Spec §3 shows none of
 * a listed game's fields ("Other game fields are not shown") and names the detail fields without
 * their types, so every field is read leniently (open-fields.ts) except what a screen cannot do
 * without: a game needs an id, a uniqueName (its URL) and a name. In lists, an entry that fails
 * that is dropped rather than failing the whole row.
 */
const uniqueName = z.string().check(z.minLength(1));
/** A picture's address, or the address inside an object such as `{ url }`. */
const imageUrl = openTextFrom('url', 'src', 'href');

export const gameDto = z.object({
  id: requiredId,
  uniqueName,
  name: requiredText,
  // A genre sent as the genre itself ({ uniqueName, name }) is read by its uniqueName.
  genre: openTextFrom('uniqueName', 'name'),
  thumbnailUrl: imageUrl,
  isPremium: openFlag,
  playUrl: openTextFrom('url', 'href'),
});
type GameDto = z.infer<typeof gameDto>;

export const gameDetailDto = z.object({
  ...gameDto.shape,
  description: openText,
  bannerUrl: imageUrl,
  playUrl: openTextFrom('url', 'href'),
  orientation: openText,
  isBookmarked: openFlag,
  isLiked: openFlag,
  totalLikes: openNumber,
  rating: openNumber,
  ratingCount: openNumber,
  // Spec §3 "userRating {rating, comment}": without a rating in it, the player has not rated.
  userRating: openObject(z.object({ rating: requiredNumber, comment: openText })),
});
type GameDetailDto = z.infer<typeof gameDetailDto>;

/** A list of anything, entries validated one by one with `validEntries`; no entries when it is not a list. */
export const entries = openEntries;

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
    id: dto.id,
    uniqueName: dto.uniqueName,
    name: dto.name,
    genre: dto.genre ?? '',
    thumbnailUrl: dto.thumbnailUrl ?? '',
    isPremium: dto.isPremium ?? false,
    // Only when the list says: a card without it shows no download size.
    ...(dto.playUrl ? { playUrl: dto.playUrl } : {}),
  };
}

/** A game list of any length is checked a slice at a time (a 5 MB answer never holds the main thread). */
export const toGames = (items: readonly unknown[] | null | undefined): Promise<Game[]> =>
  listInSteps(items, gameDto, (dto) => toGame(dto));

export function toGameDetail(dto: GameDetailDto): GameDetail {
  return {
    ...toGame(dto),
    description: dto.description ?? '',
    bannerUrl: dto.bannerUrl ?? dto.thumbnailUrl ?? '',
    playUrl: dto.playUrl ?? '',
    orientation: dto.orientation?.toLowerCase() === 'landscape' ? 'landscape' : 'portrait',
    isBookmarked: dto.isBookmarked ?? false,
    isLiked: dto.isLiked ?? false,
    totalLikes: dto.totalLikes ?? 0,
    rating: dto.rating ?? 0,
    ratingCount: dto.ratingCount ?? 0,
    userRating: dto.userRating ? { rating: dto.userRating.rating, comment: dto.userRating.comment ?? '' } : null,
  };
}

const genreDto = z.object({ uniqueName, name: openText });
export const toGenres = (items: readonly unknown[] | null | undefined): Promise<Genre[]> =>
  listInSteps(items, genreDto, (dto) => ({ uniqueName: dto.uniqueName, name: dto.name || dto.uniqueName }));

/** Spec §3 "gameRatings, a list with a rating field per entry": an entry without a rating is skipped. */
const ratingDto = z.object({
  id: openText,
  userName: openTextFrom('name', 'userName', 'firstName'),
  rating: requiredNumber,
  comment: openText,
  createdAt: openText,
});
export const toRatings = (items: readonly unknown[] | null | undefined): GameRating[] =>
  validEntries(items, ratingDto, (dto): GameRating => ({
    id: dto.id ?? '',
    userName: dto.userName ?? '',
    rating: dto.rating,
    comment: dto.comment ?? '',
    createdAt: dto.createdAt ?? '',
  }));

/** Spec §3 "Trailer list: fields not shown"; a trailer must say which game it leads to. */
const trailerDto = z.object({ id: requiredId, title: openText, posterUrl: imageUrl, gameUniqueName: uniqueName });
export const toTrailers = (items: readonly unknown[] | null | undefined): Trailer[] =>
  validEntries(items, trailerDto, (dto) => ({
    id: dto.id,
    title: dto.title ?? '',
    posterUrl: dto.posterUrl ?? '',
    gameUniqueName: dto.gameUniqueName,
  }));
