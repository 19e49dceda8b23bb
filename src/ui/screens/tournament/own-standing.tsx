import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnStanding } from '../../../domain/leaderboard-standing';
import type { RankChanges } from '../../../domain/rank-changes';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { useFormat } from '../../i18n/format';
import styles from './own-standing.module.css';

/** '51 points to pass Bo (#5)', or that the player leads. */
function useToPass(): (standing: OwnStanding) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (standing) => {
    if (!standing.above || standing.pointsToPass === null) return t`You lead this stage`;
    const points = standing.pointsToPass;
    const player = standing.above.playerName;
    const rank = format.number(standing.above.rank);
    return t`${plural(points, { one: '# point', other: '# points' })} to pass ${player} (#${rank})`;
  };
}

interface StandingProps {
  standing: OwnStanding;
  ownUserId: string;
  changes: RankChanges;
  aroundOpen: boolean;
  onToggleAround: () => void;
}

/** The player's position above the board, with the points to pass the player above and "Around me". */
export function YourStanding({
  standing,
  ownUserId,
  changes,
  aroundOpen,
  onToggleAround,
  showAround,
}: StandingProps & { showAround: boolean }) {
  const list = useId();
  const format = useFormat();
  const toPass = useToPass();
  const rank = format.number(standing.entry.rank);
  const score = format.number(standing.entry.score);
  return (
    <div className={styles.standing}>
      <p>
        <Trans>
          Your position: <strong>#{rank}</strong> with {score} points
        </Trans>
      </p>
      <p className={styles.toPass}>{toPass(standing)}</p>
      <AroundToggle open={aroundOpen && showAround} controls={list} onToggle={onToggleAround} />
      {aroundOpen && showAround && <AroundMe id={list} standing={standing} ownUserId={ownUserId} changes={changes} />}
    </div>
  );
}

/**
 * The player's own row, pinned to the edge of the screen it went off (top or bottom), so rank,
 * score and the points to pass are always in sight; "Around me" opens the players around them.
 * It takes no room in the page (it floats over the board), so showing it never moves the board.
 */
export function PinnedOwnRow({
  side,
  standing,
  ownUserId,
  changes,
  aroundOpen,
  onToggleAround,
}: StandingProps & { side: 'top' | 'bottom' }) {
  const list = useId();
  const { t } = useLingui();
  const format = useFormat();
  const toPass = useToPass();
  const score = format.number(standing.entry.score);
  return (
    <div className={side === 'top' ? styles.pinTop : styles.pinBottom}>
      <div className={styles.pinned} role="group" aria-label={t`Your row`}>
        {side === 'bottom' && aroundOpen && <AroundMe id={list} standing={standing} ownUserId={ownUserId} changes={changes} />}
        <div className={styles.pinnedLine}>
          <span className={styles.pinnedRank}>#{format.number(standing.entry.rank)}</span>
          <span className={styles.pinnedName}>
            {standing.entry.playerName}{' '}
            <span className={styles.you}>
              <Trans>(you)</Trans>
            </span>
          </span>
          <AroundToggle open={aroundOpen} controls={list} onToggle={onToggleAround} />
          <span className={`${styles.toPass} ${styles.pinnedFacts}`}>
            {t`${score} points`} · {toPass(standing)}
          </span>
        </div>
        {side === 'top' && aroundOpen && <AroundMe id={list} standing={standing} ownUserId={ownUserId} changes={changes} />}
      </div>
    </div>
  );
}

function AroundToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`button button--ghost ${styles.aroundButton}`}
      aria-expanded={open}
      // Names the list only while it is shown: it is not in the page otherwise.
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      <Trans>Around me</Trans>
    </button>
  );
}

/** The two players above and the two below the player, wherever they are on a board of any size. */
function AroundMe({
  id,
  standing,
  ownUserId,
  changes,
}: {
  id: string;
  standing: OwnStanding;
  ownUserId: string;
  changes: RankChanges;
}) {
  const { t } = useLingui();
  return (
    <div id={id} className={styles.around}>
      <LeaderboardTable caption={t`Around you`} entries={standing.around} ownUserId={ownUserId} changes={changes} />
    </div>
  );
}
