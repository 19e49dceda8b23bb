import * as z from 'zod/mini';
import { defer, firstValueFrom, type SchedulerLike } from 'rxjs';
import { ServiceError } from '../../application/errors';
import type { EsportsCupsPort } from '../../application/ports/esports-cups.port';
import type { EsportsCup } from '../../domain/esports';
import { validEntries } from './game-schemas';
import { retryTransient } from './retry-policy';
import { listIn, openText } from './open-fields';

/*
 * Spec §7 "GET {esports host}/api/cups/preview?limit=3&status=2 returns upcoming esports cups".
 * The esports host is a partner, not the portal's API: the spec does not describe its answer, so
 * the list of cups is taken as it comes (a bare array, or under data, cups, items or tournaments),
 * a cup needs only an id and a name, its other fields are read leniently, and a malformed cup is
 * skipped rather than failing the list. The portal's bearer token is never sent there, so this
 * gateway does not go through HttpClient. The retry policy of spec §7 still applies.
 */
const CUP_LIST_KEYS = ['cups', 'items', 'tournaments', 'results'] as const;
const cupDto = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  name: z.string().check(z.minLength(1)),
  gameName: openText,
  startsAt: openText,
  prize: openText,
  imageUrl: openText,
});

export interface EsportsCupsGatewayOptions {
  /** AppConfig.esportsBaseUrl: '/esports' (same origin) or an absolute partner URL. */
  esportsBaseUrl: string;
  /** Resolves a relative esportsBaseUrl (fetch outside a browser needs absolute URLs). */
  appOrigin: string;
  fetch: typeof fetch;
  scheduler?: SchedulerLike;
}

export class HttpEsportsCupsGateway implements EsportsCupsPort {
  constructor(private readonly options: EsportsCupsGatewayOptions) {}

  preview(query: { limit: number; status: number }): Promise<EsportsCup[]> {
    const base = this.options.esportsBaseUrl.replace(/\/+$/, '');
    const url = new URL(`${base}/api/cups/preview`, this.options.appOrigin);
    url.searchParams.set('limit', String(query.limit));
    url.searchParams.set('status', String(query.status));
    return firstValueFrom(defer(() => this.get(url.href)).pipe(retryTransient(this.options.scheduler)));
  }

  private async get(url: string): Promise<EsportsCup[]> {
    let response: Response;
    try {
      response = await this.options.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    } catch {
      throw new ServiceError('network', 'The esports site cannot be reached. Check your network and try again.');
    }
    if (!response.ok) {
      throw new ServiceError('server', `The esports site had a problem (HTTP ${response.status}).`, undefined, response.status);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const cups = listIn(body, CUP_LIST_KEYS);
    if (!cups) throw new ServiceError('malformed', 'The esports site sent an answer the portal could not read.');
    return validEntries(cups, cupDto, (dto) => ({
      id: String(dto.id),
      name: dto.name,
      gameName: dto.gameName ?? '',
      startsAt: dto.startsAt ?? '',
      prize: dto.prize ?? '',
      imageUrl: dto.imageUrl ?? '',
    }));
  }
}
