import * as z from 'zod/mini';
import type { GameSessionPort, StartedGame } from '../../application/ports/game-session.port';
import type { HttpClient } from './http-client';

const id = z.union([z.string().check(z.minLength(1)), z.number()]);
/** Spec §3 "Start-game response: not shown"; the mock answers {sessionId, gameUrl}. */
const startData = z.object({ sessionId: id, gameUrl: z.string().check(z.minLength(1)) });

export class HttpGameSessionGateway implements GameSessionPort {
  constructor(private readonly http: HttpClient) {}

  async start(gameId: string): Promise<StartedGame> {
    const data = await this.http.send({ method: 'POST', path: '/play/game/start', body: { gameId } }, startData);
    return { sessionId: String(data.sessionId), playUrl: data.gameUrl };
  }

  async update(sessionId: string): Promise<void> {
    await this.http.send({ method: 'POST', path: '/play/game/session/update', body: { sessionid: sessionId } }, z.unknown());
  }
}
