import { token } from '../token';
import type { EsportsCup } from '../../domain/esports';
import { idle, type AsyncState } from './async-state';

/**
 * Spec §3 "Esports state: token, upcomingEsportsGames". Each has its own load state (spec §4
 * "idle, loading, then succeeded or failed"), so the cups still show when the token fails.
 */
export interface EsportsState {
  /** The partner token (GET /intg/esports/token); null until fetched. */
  token: string | null;
  tokenLoad: AsyncState;
  upcomingEsportsGames: EsportsCup[];
  upcomingLoad: AsyncState;
}

export const initialEsportsState = (): EsportsState => ({
  token: null,
  tokenLoad: idle(),
  upcomingEsportsGames: [],
  upcomingLoad: idle(),
});
export const EsportsStore = token<EsportsState>('EsportsStore');
