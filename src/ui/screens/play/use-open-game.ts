import { useEffect, useRef, useState } from 'react';
import { OpenGame, type EarlyGamePage, type OpenGameResult } from '../../../application/use-cases/games/open-game';
import { useService } from '../../hooks/container-context';

export interface OpenGameState {
  /** null while the game and its session are on their way. */
  result: OpenGameResult | null;
  /** A free game's page that may load while its session starts (OpenGame); null until known. */
  early: EarlyGamePage | null;
  retry: () => void;
}

/** The request of one name and attempt, and the page it has heard of. */
interface InFlight {
  key: string;
  promise: Promise<OpenGameResult>;
  page?: EarlyGamePage;
  hear?: (page: EarlyGamePage) => void;
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
  const [early, setEarly] = useState<{ key: string; page: EarlyGamePage } | null>(null);
  const inFlight = useRef<InFlight | null>(null);
  const key = `${attempt}:${uniqueName}`;

  useEffect(() => {
    let live = true;
    if (inFlight.current?.key !== key) {
      const opening: Partial<InFlight> & { key: string } = { key };
      opening.promise = openGame.execute(uniqueName, (page) => {
        opening.page = page;
        opening.hear?.(page);
      });
      inFlight.current = opening as InFlight;
    }
    const request = inFlight.current;
    // The effect that runs now hears of the page, whichever run started the request.
    request.hear = (page) => {
      if (live) setEarly({ key, page });
    };
    if (request.page) request.hear(request.page);
    void request.promise.then((result) => {
      if (live) setAnswer({ key, result });
    });
    return () => {
      live = false;
    };
  }, [key, uniqueName, openGame]);

  return {
    result: answer?.key === key ? answer.result : null,
    early: early?.key === key ? early.page : null,
    retry: () => setAttempt((n) => n + 1),
  };
}
