import type { Observable } from 'rxjs';
import { token } from '../token';
import type { LeaderboardPayload } from '../../domain/leaderboard';
import type { StreamEvent } from './stream-event';

/**
 * Spec §7 "Event streams: … /tournament/leaderboard/broadcast". Subscribing opens the stream;
 * it reconnects by itself 3000 ms after an end or error (spec §9) until unsubscribed. Messages
 * are already parsed: entries, or invalid for a shape the spec does not allow.
 */
export interface LeaderboardStreamPort {
  live(): Observable<StreamEvent<LeaderboardPayload>>;
}
export const LeaderboardStreamPort = token<LeaderboardStreamPort>('LeaderboardStreamPort');
