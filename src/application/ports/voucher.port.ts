import { token } from '../token';
import type { Game } from '../../domain/game';

/** Spec §7 "GET /intg/voucher/token reads data.urlWithToken" and "GET /intg/game/list reads data.games". */
export interface VoucherPort {
  /** The partner's voucher link, as the server sent it (not yet checked by the URL guard). */
  fetchLink(): Promise<string>;
  fetchGames(): Promise<Game[]>;
}
export const VoucherPort = token<VoucherPort>('VoucherPort');
