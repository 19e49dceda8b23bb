import { token } from '../token';
import type { PlayTimeVerdict } from '../../domain/family-play-time';
import type { GrantResult } from '../use-cases/family/grant-more-time';

/**
 * Family mode's daily play-time limit as the play screen asks it (docs/decisions/0058), bound by
 * the 'family' area once it has loaded: whether time is up, the play to add, and the parent's PIN
 * for 15 more minutes. The play screen reaches it through PlayTimeOnDemand, which fetches the area
 * only when the device keeps family mode.
 */
export interface PlayTimeChecks {
  /** Whether time is up, without adding play. */
  ask(roundInPlay: boolean): PlayTimeVerdict;
  /** Adds the play from `since` (epoch ms) until now, then says whether time is up. */
  record(since: number, roundInPlay: boolean): PlayTimeVerdict;
  /** "The parent's PIN grants 15 more minutes." */
  grant(pin: string): Promise<GrantResult>;
}
export const PlayTimeChecks = token<PlayTimeChecks>('PlayTimeChecks');
