import { EMPTY, defer, switchMap, timer } from 'rxjs';
import type { PageVisibilityPort } from '../../ports/page-visibility.port';
import type { SelectLeaderboardStage } from './select-leaderboard-stage';
import { followVisibility } from '../follow-visibility';

/**
 * How long a hidden tab keeps the live stream open. A glance at another app costs nothing; a
 * board left in the background stops spending the player's data (and a phone may cut the
 * connection by itself anyway).
 */
export const CLOSE_HIDDEN_STREAM_AFTER_MS = 30_000;

/**
 * Back from the background: when the tab has been hidden for CLOSE_HIDDEN_STREAM_AFTER_MS the
 * live stream is closed; when the tab is visible again the board is fetched at once and the
 * stream resumes, so nothing stale is shown as live.
 */
export class RefreshBoardOnReturn {
  constructor(
    private readonly visibility: PageVisibilityPort,
    private readonly select: SelectLeaderboardStage,
  ) {}

  /** Follows the tab's visibility until the returned function is called. */
  start(): () => void {
    return followVisibility(this.visibility, (visible) =>
      visible
        ? defer(() => this.select.resume())
        : timer(CLOSE_HIDDEN_STREAM_AFTER_MS).pipe(
            switchMap(() => {
              this.select.pause();
              return EMPTY;
            }),
          ),
    );
  }
}
