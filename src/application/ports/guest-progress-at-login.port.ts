import { token } from '../token';

/**
 * At login, the guest's progress on this device joins the account's (docs/decisions/0057). The
 * session is started without waiting for it: the progress code comes with the 'game-actions' area,
 * which this loads first, and until the merge is done the account's first read of its progress
 * merges too, so nothing is lost meanwhile. A failure merges nothing now; a later read tries again.
 */
export type GuestProgressAtLogin = (userId: string) => Promise<void>;
export const GuestProgressAtLogin = token<GuestProgressAtLogin>('GuestProgressAtLogin');

/** What the 'game-actions' area binds for it: the merge itself (MergeGuestProgress). */
export interface GuestProgressMerger {
  execute(userId: string): Promise<unknown>;
}
export const GuestProgressMerger = token<GuestProgressMerger>('GuestProgressMerger');
