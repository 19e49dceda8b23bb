import * as z from 'zod/mini';
import type { Game } from '../../domain/game';
import type { VoucherPort } from '../../application/ports/voucher.port';
import type { HttpClient } from './http-client';
import { entries, gameDto, toGame, validEntries } from './game-schemas';

/** Spec §7 "GET /intg/voucher/token reads data.urlWithToken". */
const voucherTokenDto = z.object({ urlWithToken: z.string().check(z.minLength(1)) });
/** Spec §7 "GET /intg/game/list reads data.games"; entries that are not a game are dropped. */
const voucherGamesDto = z.object({ games: entries });

export class HttpVoucherGateway implements VoucherPort {
  constructor(private readonly http: HttpClient) {}

  async fetchLink(): Promise<string> {
    return (await this.http.send({ method: 'GET', path: '/intg/voucher/token' }, voucherTokenDto)).urlWithToken;
  }

  async fetchGames(): Promise<Game[]> {
    const data = await this.http.send({ method: 'GET', path: '/intg/game/list' }, voucherGamesDto);
    return validEntries(data.games, gameDto, toGame);
  }
}
