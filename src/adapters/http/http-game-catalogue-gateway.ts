import * as z from 'zod/mini';
import type {
  GameCataloguePort,
  GameListQuery,
  GenreGamesQuery,
  GenreListKind,
  SearchResults,
} from '../../application/ports/game-catalogue.port';
import type { Game, GameDetail, Genre, Trailer } from '../../domain/game';
import type { HttpClient } from './http-client';
import { entries, toGames, toGenres, toTrailers } from './game-schemas';
import { gameOfDetail } from './game-detail-answer';
import { gameListPath, segment } from './game-list-paths';

/** Spec §3 "Game list responses use games". */
const gameList = z.object({ games: entries });
/** Spec §7 "GET /play/game/detail/byname/{name} reads data.games": read by gameOfDetail. */
const detailData = z.object({ games: z.unknown() });
const genreList = z.object({ genreDtos: entries });
const searchData = z.object({ searchedGames: entries, genreGames: entries });
const searchItems = z.object({ searchItems: entries });
const trailerList = z.object({ trailers: entries });

export class HttpGameCatalogueGateway implements GameCataloguePort {
  constructor(private readonly http: HttpClient) {}

  async games(query: GameListQuery): Promise<Game[]> {
    return this.list(gameListPath(query));
  }

  async genreGames({ genre, page, limit, selectedRow }: GenreGamesQuery): Promise<Game[]> {
    return this.list(`/play/v3/games/genre/byname/${segment(genre)}/${page}/${limit}/${selectedRow}`);
  }

  async genres(kind: GenreListKind): Promise<Genre[]> {
    const path = kind === 'all' ? '/play/genres' : '/play/genres/most/popular';
    const data = await this.http.send({ method: 'GET', path }, genreList);
    return toGenres(data.genreDtos);
  }

  async detail(uniqueName: string): Promise<GameDetail> {
    const data = await this.http.send({ method: 'GET', path: `/play/game/detail/byname/${segment(uniqueName)}` }, detailData);
    return gameOfDetail(data.games, uniqueName);
  }

  similar(gameId: string, page: number, limit: number): Promise<Game[]> {
    return this.list(`/play/games/similar/${segment(gameId)}/${page}/${limit}`);
  }

  async search(term: string): Promise<SearchResults> {
    const data = await this.http.send({ method: 'GET', path: `/play/games/search/${segment(term)}` }, searchData);
    return { searchedGames: await toGames(data.searchedGames), genreGames: await toGames(data.genreGames) };
  }

  async searchItems(): Promise<Game[]> {
    const data = await this.http.send({ method: 'GET', path: '/play/game/search/items' }, searchItems);
    return toGames(data.searchItems);
  }

  hotGames(): Promise<Game[]> {
    return this.list('/play/hot/games');
  }

  async trailers(): Promise<Trailer[]> {
    const data = await this.http.send({ method: 'GET', path: '/play/homepage/top/patch' }, trailerList);
    return toTrailers(data.trailers);
  }

  private async list(path: string): Promise<Game[]> {
    const data = await this.http.send({ method: 'GET', path }, gameList);
    return toGames(data.games);
  }
}
