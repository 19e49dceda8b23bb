import { useState, type RefObject } from 'react';
import { useGameMessages } from './use-game-messages';

/** A round the running game finished, as its bridge told it ('game-over' in src/games/protocol.ts). */
export interface FinishedRoundHeard {
  game: string;
  key?: string;
  score: number;
  /** The seed that deals this very round again, when the game knows it. */
  seed?: number;
  /** Counts the rounds heard, so that the same score twice is still a new round. */
  count: number;
}

/** The last round the running game finished, or null before the first. */
export function useFinishedRound(frame: RefObject<HTMLIFrameElement | null>, playing: boolean): FinishedRoundHeard | null {
  const [round, setRound] = useState<FinishedRoundHeard | null>(null);
  useGameMessages(frame, playing, (message) => {
    if (message.type !== 'game-over') return;
    const { game, key, score, seed } = message;
    setRound((before) => ({ game, key, score, seed, count: (before?.count ?? 0) + 1 }));
  });
  return round;
}
