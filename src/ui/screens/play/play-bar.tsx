import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { Icon } from '../../components/icons';
import { LaterIcon } from '../../components/later-icons';
import type { GameScore } from './use-game-score';
import styles from './play.module.css';

export interface PlayBarProps {
  title: string;
  score: GameScore | null;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  onExit: () => void;
  /** Beside the score, in the bar: it takes the bar's room, never the game's. */
  status?: ReactNode;
}

/** The small bar over the game: Exit game, the game's name and score, Fullscreen where the browser has it. */
export function PlayBar({ title, score, fullscreen, onExit, status }: PlayBarProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.barButton} onClick={onExit}>
        <Icon name="chevronLeft" size={20} />
        <span>
          <Trans>Exit game</Trans>
        </span>
      </button>
      <h1 className={styles.title}>{title}</h1>
      {/* Announced politely: a screen reader hears the score without losing its place. */}
      <p className={styles.score} aria-live="polite">
        {score ? (score.over ? t`Game over · Score ${format.number(score.score)}` : t`Score ${format.number(score.score)}`) : ''}
      </p>
      {status}
      {fullscreen.supported && (
        <button
          type="button"
          className={styles.barButton}
          aria-pressed={fullscreen.active}
          onClick={() => void fullscreen.toggle()}
        >
          <LaterIcon name="fullscreen" size={20} />
          <span>
            <Trans>Fullscreen</Trans>
          </span>
        </button>
      )}
    </div>
  );
}
