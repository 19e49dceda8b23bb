import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Orientation } from '../../../domain/game';
import { useGameScore } from './use-game-score';
import { useFullscreen } from './use-fullscreen';
import { useOrientationHint } from './use-orientation-hint';
import { PlayBar } from './play-bar';
import { OrientationHint } from './orientation-hint';
import styles from './play.module.css';

export interface GameOverlayProps {
  title: string;
  /** The game's preferred orientation, when known: a phone held the other way gets a hint. */
  orientation: Orientation | null;
  /** The running game's frame, whose bridge messages are the score; null until it runs. */
  frame: RefObject<HTMLIFrameElement | null>;
  playing: boolean;
  onExit: () => void;
  /** Shown in the bar beside the score (a tournament game's live rank): never over the game. */
  status?: ReactNode;
  /** What fills the viewport below the bar: the game's frame, or what stands in for it. */
  children: ReactNode;
}

/**
 * A game fills the viewport (design brief "Play screen"), with one slim bar: Exit, the name, the
 * one score the game reports, Fullscreen. The same for catalogue games and tournament games, so a
 * game never runs in a box smaller than the screen nor past its edge.
 */
export function GameOverlay({ title, orientation, frame, playing, onExit, status, children }: GameOverlayProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const score = useGameScore(frame, playing);
  const fullscreen = useFullscreen(overlay, orientation);
  const rotate = useOrientationHint(playing ? orientation : null);
  useNoPageScroll();
  return (
    <div ref={overlay} className={styles.overlay}>
      <PlayBar title={title} score={score} fullscreen={fullscreen} onExit={onExit} status={status} />
      {rotate && orientation && <OrientationHint orientation={orientation} />}
      {children}
    </div>
  );
}

/** The page behind the overlay must not scroll under the player's thumb. */
function useNoPageScroll(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.playing = '';
    return () => {
      delete root.dataset.playing;
    };
  }, []);
}
