import { token } from '../token';

/** Spec §7 "POST /play/game/start {gameId} returns data" ("Start-game response: not shown"). */
export interface StartedGame {
  sessionId: string;
  /** The URL the game runs at, as the server gave it (checked by the use case before use). */
  playUrl: string;
}

/** Playing a game: start a session, then keep it alive (spec §7 "POST /play/game/session/update {sessionid}"). */
export interface GameSessionPort {
  start(gameId: string): Promise<StartedGame>;
  update(sessionId: string): Promise<void>;
}
export const GameSessionPort = token<GameSessionPort>('GameSessionPort');
