import { TournamentStore } from '../../../application/stores/tournament.store';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '../../hooks/container-context';
import { useTournamentText } from './use-tournament-text';
import styles from './live-rank-chip.module.css';

/**
 * The player's live rank while they play a tournament game, fed by the same live board as the
 * leaderboard behind the game. It sits in the game's bar, so it never covers the game's controls.
 */
export function LiveRankChip() {
  const { board } = useStore(TournamentStore);
  const { t } = useLingui();
  const texts = useTournamentText();
  const own = board.own;
  if (!own) return null;
  const move = board.ownChange;
  const rank = texts.number(own.rank);
  const moved = move ? texts.move(move) : '';
  return (
    <p className={styles.chip} aria-label={move ? t`Your live rank: ${rank}, ${moved}` : t`Your live rank: ${rank}`}>
      <span aria-hidden="true">#{rank}</span>
      {move ? (
        <span aria-hidden="true" className={move > 0 ? styles.up : styles.down}>
          {move > 0 ? '▲' : '▼'}
          {texts.number(Math.abs(move))}
        </span>
      ) : null}
    </p>
  );
}
