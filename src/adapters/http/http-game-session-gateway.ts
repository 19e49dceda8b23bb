import * as z from 'zod/mini';
import type { GameSessionPort, StartedGame } from '../../application/ports/game-session.port';
import type { HttpClient } from './http-client';
import { startAnswer } from './started-game';

export class HttpGameSessionGateway implements GameSessionPort {
  constructor(private readonly http: HttpClient) {}

  /**
   * A guest's start adds the guest id to the spec's {gameId} (the identity spec §6 gives guests)
   * and is sent as a guest call: a 401 then means "sign in for this", not "your session ended".
   */
  start(gameId: string, guest?: { guestId: string }): Promise<StartedGame> {
    const body = guest ? { gameId, guestId: guest.guestId } : { gameId };
    return this.http.send({ method: 'POST', path: '/play/game/start', body, guest: Boolean(guest) }, startAnswer);
  }

  async update(sessionId: string): Promise<void> {
    await this.http.send({ method: 'POST', path: '/play/game/session/update', body: { sessionid: sessionId } }, z.unknown());
  }
}
