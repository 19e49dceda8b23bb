import { TournamentStore } from '../../../application/stores/tournament.store';
import { moveText } from '../../../domain/rank-changes';
import { useStore } from '../../hooks/container-context';
import styles from './live-rank-chip.module.css';

/**
 * The player's live rank while they play a tournament game, fed by the same live board as the
 * leaderboard behind the game. It sits in the game's bar, so it never covers the game's controls.
 */
export function LiveRankChip() {
  const { board } = useStore(TournamentStore);
  const own = board.own;
  if (!own) return null;
  const move = board.ownChange;
  return (
    <p className={styles.chip} aria-label={`Your live rank: ${own.rank}${move ? `, ${moveText(move)}` : ''}`}>
      <span aria-hidden="true">#{own.rank}</span>
      {move ? (
        <span aria-hidden="true" className={move > 0 ? styles.up : styles.down}>
          {move > 0 ? '▲' : '▼'}
          {Math.abs(move)}
        </span>
      ) : null}
    </p>
  );
}
