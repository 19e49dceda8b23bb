import { useEffect, useRef, useState } from 'react';
import { OpenGame, type OpenGameResult } from '../../../application/use-cases/games/open-game';
import { useService } from '../../hooks/container-context';

export interface OpenGameState {
  /** null while the game and its session are on their way. */
  result: OpenGameResult | null;
  retry: () => void;
}

/**
 * Opens the game once per name (and per retry). Starting a game records a play and a session on
 * the server, so the request is kept in a ref: StrictMode's second run of the effect (and any
 * re-render) reuses the one in flight instead of starting a second session.
 */
export function useOpenGame(uniqueName: string): OpenGameState {
  const openGame = useService(OpenGame);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; result: OpenGameResult } | null>(null);
  const inFlight = useRef<{ key: string; promise: Promise<OpenGameResult> } | null>(null);
  const key = `${attempt}:${uniqueName}`;

  useEffect(() => {
    if (inFlight.current?.key !== key) inFlight.current = { key, promise: openGame.execute(uniqueName) };
    let live = true;
    void inFlight.current.promise.then((result) => {
      if (live) setAnswer({ key, result });
    });
    return () => {
      live = false;
    };
  }, [key, uniqueName, openGame]);

  return { result: answer?.key === key ? answer.result : null, retry: () => setAttempt((n) => n + 1) };
}
