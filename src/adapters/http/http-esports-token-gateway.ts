import type { EsportsTokenPort } from '../../application/ports/esports-token.port';
import type { HttpClient } from './http-client';
import { esportsTokenDto } from './auth-schemas';

/** Spec §7 "GET /intg/esports/token reads data.token" (needs the bearer token of a logged-in user). */
export class HttpEsportsTokenGateway implements EsportsTokenPort {
  constructor(private readonly http: HttpClient) {}

  async fetchToken(): Promise<string> {
    const data = await this.http.send({ method: 'GET', path: '/intg/esports/token' }, esportsTokenDto);
    return data.token;
  }
}
