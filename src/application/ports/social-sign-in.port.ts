import { token } from '../token';
import type { SocialProvider } from './auth.port';

/**
 * Obtains an access token from a social provider (Google, Facebook), which the portal then
 * exchanges for its own session (POST /auth/{provider}/token/verify). Rejects when the user
 * closes the provider's window or the provider is unavailable.
 */
export interface SocialSignInPort {
  signIn(provider: SocialProvider): Promise<string>;
}
export const SocialSignInPort = token<SocialSignInPort>('SocialSignInPort');
