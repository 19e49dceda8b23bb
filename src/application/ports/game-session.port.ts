import { token } from '../token';

/** Spec §7 "POST /play/game/start {gameId} returns data" ("Start-game response: not shown"). */
export interface StartedGame {
  /** The session to keep alive; null when the answer named none (the game still plays). */
  sessionId: string | null;
  /**
   * The URL the game runs at, as the server gave it (checked by the use case before use); null
   * when the answer gave none, and the game then runs from the address on its game page.
   */
  playUrl: string | null;
}

/**
 * Playing a game: start a session, then keep it alive (spec §7 "POST /play/game/session/update
 * {sessionid}"). A guest's start carries the guest id (spec §3 "guest_id") and no token: whether
 * session calls need sign-in is not shown (spec §6), so a guest's play is reported when the
 * backend takes it (docs/decisions).
 */
export interface GameSessionPort {
  start(gameId: string, guest?: { guestId: string }): Promise<StartedGame>;
  update(sessionId: string): Promise<void>;
}
export const GameSessionPort = token<GameSessionPort>('GameSessionPort');
