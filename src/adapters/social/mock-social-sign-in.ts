import type { SocialProvider } from '../../application/ports/auth.port';
import type { SocialSignInPort } from '../../application/ports/social-sign-in.port';

/** The access tokens the mock backend's /auth/{provider}/token/verify accepts. */
export const MOCK_SOCIAL_TOKENS: Record<SocialProvider, string> = {
  google: 'mock-google-token',
  facebook: 'mock-facebook-token',
};

/**
 * Offline stand-in for the providers, bound when AppConfig.social has no ids (mock mode, tests):
 * the user's click on "Continue with …" counts as consent and the demo token comes back at once.
 */
export class MockSocialSignIn implements SocialSignInPort {
  signIn(provider: SocialProvider): Promise<string> {
    return Promise.resolve(MOCK_SOCIAL_TOKENS[provider]);
  }
}
