import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthStore } from '../../../application/stores/auth.store';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { useStore } from '../../hooks/container-context';
import { useFormat } from '../../i18n/format';
import { useFailureText } from '../../i18n/failure-text';
import { useTournamentText } from './use-tournament-text';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { StageSelector } from './stage-selector';
import { PinnedOwnRow, YourStanding } from './own-standing';
import { usePinSide } from './use-pin-side';
import styles from './tournament.module.css';
import { RetryButton } from '../../components/retry-button';

/**
 * The leaderboard with its stage selector (spec §2), the 'Live' indicator, when the board was last
 * updated, the 'Stream connection lost' notice (spec §8) and where the player stands: their
 * position, the points to pass the player above, "Around me", and their own row pinned to the
 * edge of the screen when it is off screen. A screen reader hears the player's own move (a polite
 * live region), not every row that moved.
 */
export function LeaderboardPanel({
  stages,
  onSelect,
  onRetry,
}: {
  /** None while the tournament's details have not come: the board is the stage in play's, unnamed. */
  stages: readonly string[];
  onSelect: (stage: string) => void;
  /** Retry of a failed board; by default the selected stage's board is asked for again. */
  onRetry?: () => void;
}) {
  const auth = useStore(AuthStore);
  const { board } = useStore(TournamentStore);
  const stage = board.stage;
  // The board itself, apart from the pinned row (whose "Around me" list holds the own row too).
  const boardArea = useRef<HTMLDivElement>(null);
  const [aroundOpen, setAroundOpen] = useState(false);
  const standing = board.standing;
  const side = usePinSide(boardArea, standing?.index ?? null, board.entries);
  const pinned = standing && auth.userId && side ? side : null;
  // "Around me" opened from the pinned row belongs to that moment: once the row is pinned elsewhere
  // (or back in view), the list closes rather than float over the rest of the page.
  const [aroundFor, setAroundFor] = useState(pinned);
  if (aroundFor !== pinned) {
    setAroundFor(pinned);
    setAroundOpen(false);
  }
  const { t } = useLingui();
  const format = useFormat();
  const failureText = useFailureText();
  const texts = useTournamentText();
  const ownMove = board.ownChange !== null && board.own ? texts.ownMove(board.ownChange, board.own.rank) : '';
  const stageName = stage ? texts.stage(stage) : '';
  const toggleAround = () => setAroundOpen((open) => !open);

  // The player's own row, pinned above or below the board when it is out of view.
  const pinnedRow = (side: 'top' | 'bottom') =>
    pinned === side &&
    standing &&
    auth.userId && (
      <PinnedOwnRow
        side={side}
        standing={standing}
        ownUserId={auth.userId}
        changes={board.changes}
        aroundOpen={aroundOpen}
        onToggleAround={toggleAround}
      />
    );
  return (
    <section className={styles.card} aria-labelledby="leaderboard-title">
      <div className={styles.boardHeader}>
        <h2 id="leaderboard-title">
          <Trans>Leaderboard</Trans>
        </h2>
        {board.live === 'open' && (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            <Trans>Live</Trans>
          </span>
        )}
      </div>
      {stages.length > 0 && <StageSelector stages={stages} selected={stage} onSelect={onSelect} />}
      {board.streamError === 'connection-lost' && (
        <p className={styles.streamLost} role="alert">
          <Trans>Stream connection lost</Trans>. <Trans>Reconnecting…</Trans>
        </p>
      )}
      <div className={styles.boardMeta}>
        {standing && auth.userId && (
          <YourStanding
            standing={standing}
            ownUserId={auth.userId}
            changes={board.changes}
            aroundOpen={aroundOpen}
            onToggleAround={toggleAround}
            showAround={pinned === null}
          />
        )}
        <p className="visually-hidden" aria-live="polite">
          {ownMove}
        </p>
        {board.lastUpdated && (
          <p className={styles.muted}>
            <Trans>Last updated</Trans> <time dateTime={board.lastUpdated}>{format.time(board.lastUpdated)}</time>
            {board.live === 'paused' ? ` · ${t`paused while the portal was in the background`}` : ''}
            {board.live === 'connecting' && board.status === 'loading' ? ` · ${t`updating…`}` : ''}
          </p>
        )}
      </div>
      {board.entries.length > 0 ? (
        <div>
          {pinnedRow('top')}
          <div ref={boardArea}>
            <LeaderboardTable
              caption={stageName ? t`${stageName} leaderboard` : t`Live leaderboard`}
              entries={board.entries}
              ownUserId={auth.userId}
              changes={board.changes}
            />
          </div>
          {pinnedRow('bottom')}
        </div>
      ) : board.status === 'failed' ? (
        <div role="alert">
          <p>
            <Trans>The leaderboard could not be loaded.</Trans> {board.error && failureText(board.error)}
          </p>
          {onRetry ? (
            <RetryButton className="button" onRetry={onRetry} />
          ) : (
            stage && <RetryButton className="button" onRetry={() => onSelect(stage)} />
          )}
        </div>
      ) : board.status === 'loading' || board.status === 'idle' ? (
        <div aria-busy="true" className={styles.boardSkeleton}>
          <span className="visually-hidden" role="status">
            <Trans>Loading the leaderboard…</Trans>
          </span>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className="skeleton" />
          ))}
        </div>
      ) : (
        <p className={styles.muted}>
          <Trans>No scores yet for this stage.</Trans>
        </p>
      )}
    </section>
  );
}
