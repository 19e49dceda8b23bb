import { token } from '../token';
import type { Game } from '../../domain/game';
import { idle, type AsyncState } from './async-state';

/**
 * Spec §3 "Voucher: urlWithToken and a list of voucher games". Each has its own load state
 * (spec §4), so the games still show when the link cannot be had.
 */
export interface VoucherState {
  /** The partner link, already accepted by the URL guard; null until then. */
  urlWithToken: string | null;
  linkLoad: AsyncState;
  /** Spec §9: shuffled on the client. */
  games: Game[];
  gamesLoad: AsyncState;
}

export const initialVoucherState = (): VoucherState => ({ urlWithToken: null, linkLoad: idle(), games: [], gamesLoad: idle() });
export const VoucherStore = token<VoucherState>('VoucherStore');
