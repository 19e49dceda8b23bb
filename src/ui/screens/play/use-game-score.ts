import { useEffect, useState, type RefObject } from 'react';
import { parseGameBridgeMessage } from '../../../domain/game-play';

export interface GameScore {
  score: number;
  over: boolean;
}

/**
 * The score the running game reports through its postMessage bridge
 * ({source: 'portal-game', type: 'score' | 'game-over', game, score}). Only messages from the
 * game's own frame and origin count: any other window (another tab's opener, an extension, a
 * frame inside the game) could post anything.
 */
export function useGameScore(frame: RefObject<HTMLIFrameElement | null>, gameOrigin: string | null): GameScore | null {
  const [score, setScore] = useState<GameScore | null>(null);
  useEffect(() => {
    if (!gameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const message = parseGameBridgeMessage(event.data);
      if (message) setScore({ score: message.score, over: message.type === 'game-over' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, gameOrigin]);
  return score;
}
