import type { UpdateGameSession } from './update-game-session';

/**
 * How often a running game tells the server it is still being played. The spec shows the call
 * (§7 "POST /play/game/session/update {sessionid}") but no interval: 30 s is our choice, often
 * enough for the server to see a session end within a minute, rare enough to cost nothing on
 * mobile data. Documented in docs/api-calls.md.
 */
export const GAME_SESSION_UPDATE_INTERVAL_MS = 30_000;

export interface GameSessionKeepAlive {
  /** One update now (the page is being hidden or left); the interval goes on. */
  flush(): void;
  /** Ends the keep-alive with a last update (the player left the game). Safe to call twice. */
  stop(): void;
}

/** Updates a game session every GAME_SESSION_UPDATE_INTERVAL_MS while the game is open, and once on leaving. */
export class KeepGameSessionAlive {
  constructor(private readonly update: UpdateGameSession) {}

  execute(sessionId: string): GameSessionKeepAlive {
    // Best effort: UpdateGameSession never throws, a missed update only shortens the session.
    const send = () => void this.update.execute(sessionId);
    let timer: ReturnType<typeof setInterval> | undefined = setInterval(send, GAME_SESSION_UPDATE_INTERVAL_MS);
    return {
      flush: () => {
        if (timer !== undefined) send();
      },
      stop: () => {
        if (timer === undefined) return;
        clearInterval(timer);
        timer = undefined;
        send();
      },
    };
  }
}
