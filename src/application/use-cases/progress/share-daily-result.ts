import type { AppOrigin } from '../../ports/app-origin.port';
import { ShareCancelled, type SharePort } from '../../ports/share.port';
import { PATHS } from '../../../domain/route-paths';

/** 'shared-picture': the share sheet took the picture with the text; otherwise the picture was not sent. */
export type DailyShareOutcome = 'shared-picture' | 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The day's result shared as text (docs/decisions/0057): the phone's share sheet where it has one,
 * otherwise the text and the portal's address are copied. The text is the UI's, in the player's
 * language; it says how well the player did (the game, the mode, the score, the streak) and nothing
 * of the board. The same way, a friend's challenge: its link holds the game, mode, seed and score to
 * beat. A closed share sheet is not a failure. A picture of the result (drawn by the UI, the board
 * never in it) goes with the text where the phone's share sheet takes files; elsewhere the UI offers
 * it to save.
 */
export class ShareDailyResult {
  constructor(
    private readonly share: SharePort,
    private readonly origin: AppOrigin,
  ) {}

  /** `query`: a friend's challenge (src/domain/friend-challenge.ts), which /home opens. */
  async execute(title: string, text: string, query = '', picture: File | null = null): Promise<DailyShareOutcome> {
    const url = `${this.origin}${PATHS.home}${query === '' ? '' : `?${query}`}`;
    if (picture && this.share.canShareFiles?.([picture])) {
      try {
        await this.share.share({ title, text, url, files: [picture] });
        return 'shared-picture';
      } catch (error) {
        if (error instanceof ShareCancelled) return 'cancelled';
        // A sheet that refused the file: the text alone below.
      }
    }
    if (this.share.canShare()) {
      try {
        await this.share.share({ title, text, url });
        return 'shared';
      } catch (error) {
        if (error instanceof ShareCancelled) return 'cancelled';
        // A share sheet that fails for another reason: copy instead.
      }
    }
    try {
      await this.share.copy(`${text}\n${url}`);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
}
