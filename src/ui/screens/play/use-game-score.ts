import { useEffect, useState, type RefObject } from 'react';
import { parseGameBridgeMessage } from '../../../domain/game-play';

export interface GameScore {
  score: number;
  over: boolean;
}

/** A sandboxed frame without allow-same-origin posts from an opaque origin, serialised as 'null'. */
const SANDBOXED_ORIGIN = 'null';

/**
 * The score the running game reports through its postMessage bridge
 * ({source: 'portal-game', type: 'score' | 'game-over', game, score}). Only messages from the
 * game's own frame count (a window reference cannot be forged); any other window (another tab's
 * opener, an extension) could post anything. The frame is sandboxed, so its origin is opaque.
 */
export function useGameScore(frame: RefObject<HTMLIFrameElement | null>, playing: boolean): GameScore | null {
  const [score, setScore] = useState<GameScore | null>(null);
  useEffect(() => {
    if (!playing) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== SANDBOXED_ORIGIN) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const message = parseGameBridgeMessage(event.data);
      if (message) setScore({ score: message.score, over: message.type === 'game-over' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, playing]);
  return score;
}
