import { token } from '../token';

/**
 * What the device keeps for the signed-in player beyond the session keys: the answers cached for
 * them offline. Cleared when the session ends (guide: "nothing cached for one user is served to
 * another").
 */
export interface UserCachesPort {
  clear(): Promise<void>;
}
export const UserCachesPort = token<UserCachesPort>('UserCachesPort');
