import { token } from '../token';

/**
 * Family mode's word on tournaments, bound by the 'family' area once it has loaded: "premium and
 * tournaments hidden" while family mode guards the player now.
 */
export type TournamentsHiddenCheck = () => boolean;
export const TournamentsHiddenCheck = token<TournamentsHiddenCheck>('TournamentsHiddenCheck');
