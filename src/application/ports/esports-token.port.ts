import { token } from '../token';

/** Spec §7: "GET /intg/esports/token reads data.token": a token the esports partner site accepts. */
export interface EsportsTokenPort {
  fetchToken(): Promise<string>;
}
export const EsportsTokenPort = token<EsportsTokenPort>('EsportsTokenPort');
