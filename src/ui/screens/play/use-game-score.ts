import { useState, type RefObject } from 'react';
import { useGameMessages } from './use-game-messages';

export interface GameScore {
  score: number;
  over: boolean;
}

/** The score the running game reports through its bridge: each change, and the end of a round. */
export function useGameScore(frame: RefObject<HTMLIFrameElement | null>, playing: boolean): GameScore | null {
  const [score, setScore] = useState<GameScore | null>(null);
  useGameMessages(frame, playing, (message) => {
    if (message.type === 'score' || message.type === 'game-over')
      setScore({ score: message.score, over: message.type === 'game-over' });
  });
  return score;
}
