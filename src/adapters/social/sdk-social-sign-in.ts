import type { SocialProvider } from '../../application/ports/auth.port';
import type { SocialSignInPort } from '../../application/ports/social-sign-in.port';

/*
 * The real providers, bound when AppConfig.social carries a Google client id / Facebook app id.
 * Each SDK is loaded on demand at the first click, so visitors who never use social login never
 * download it. This adapter cannot be exercised offline (tests and mock mode bind
 * MockSocialSignIn instead). Deploying it needs the Content-Security-Policy of
 * composition/server/security-headers.ts widened: script-src and frame-src for
 * https://accounts.google.com and https://connect.facebook.net, connect-src for
 * https://graph.facebook.com. Loading a script takes well under the browser's user-activation
 * window, so the provider's popup is still allowed after the await.
 */
const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';
const FACEBOOK_SDK = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_API_VERSION = 'v19.0';

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: GoogleTokenResponse) => void;
      error_callback?: (error: { type?: string }) => void;
    }): { requestAccessToken(): void };
  };
}
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
}
type SdkWindow = Window & { google?: { accounts?: GoogleAccounts }; FB?: FacebookSdk };

export class SdkSocialSignIn implements SocialSignInPort {
  private readonly scripts = new Map<string, Promise<void>>();
  private facebookReady = false;

  constructor(private readonly ids: { googleClientId: string; facebookAppId: string }) {}

  signIn(provider: SocialProvider): Promise<string> {
    return provider === 'google' ? this.google() : this.facebook();
  }

  private async google(): Promise<string> {
    if (!this.ids.googleClientId) throw new Error('Google sign-in is not configured');
    await this.load(GOOGLE_SDK);
    const accounts = (window as SdkWindow).google?.accounts;
    if (!accounts) throw new Error('Google sign-in is unavailable');
    return new Promise((resolve, reject) => {
      accounts.oauth2
        .initTokenClient({
          client_id: this.ids.googleClientId,
          scope: 'openid email profile',
          callback: (r) =>
            r.access_token ? resolve(r.access_token) : reject(new Error(r.error ?? 'Google sign-in was cancelled')),
          error_callback: (e) => reject(new Error(e.type ?? 'Google sign-in was cancelled')),
        })
        .requestAccessToken();
    });
  }

  private async facebook(): Promise<string> {
    if (!this.ids.facebookAppId) throw new Error('Facebook sign-in is not configured');
    await this.load(FACEBOOK_SDK);
    const fb = (window as SdkWindow).FB;
    if (!fb) throw new Error('Facebook sign-in is unavailable');
    if (!this.facebookReady) {
      fb.init({ appId: this.ids.facebookAppId, version: FACEBOOK_API_VERSION, xfbml: false });
      this.facebookReady = true;
    }
    return new Promise((resolve, reject) => {
      fb.login(
        (r) => {
          const token = r.authResponse?.accessToken;
          if (token) resolve(token);
          else reject(new Error('Facebook sign-in was cancelled'));
        },
        { scope: 'public_profile,email' },
      );
    });
  }

  /** Adds the SDK's script tag once; a failed load is forgotten so the next click retries. */
  private load(src: string): Promise<void> {
    let loading = this.scripts.get(src);
    if (!loading) {
      loading = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          this.scripts.delete(src);
          script.remove();
          reject(new Error(`Could not load ${src}`));
        };
        document.head.appendChild(script);
      });
      this.scripts.set(src, loading);
    }
    return loading;
  }
}
