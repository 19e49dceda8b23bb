import { vi } from 'vitest';
import type { AuthPort, LoginRequest, SocialProvider } from '../../../src/application/ports/auth.port';
import type { EsportsTokenPort } from '../../../src/application/ports/esports-token.port';
import type { LoginResult } from '../../../src/domain/session';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { StartSession } from '../../../src/application/use-cases/auth/start-session';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { ServiceError } from '../../../src/application/errors';
import { fakeNavigation, fakeStorage } from '../../support/fakes';

export const APP_ORIGIN = 'https://play.example.com';
export const PARTNER = 'https://esports.partner.com';
export const SUBSCRIBER_LOGIN: LoginResult = { token: 'tok-1', loginSource: 'SelfWeb', userId: 'u-subscriber' };
export const rejected = (message: string) => new ServiceError('rejected', message);

/** An AuthPort that records its calls and answers with what the test scripted. */
export function fakeAuthPort(answer: () => Promise<LoginResult> = () => Promise.resolve(SUBSCRIBER_LOGIN)) {
  const calls = {
    login: [] as LoginRequest[],
    social: [] as Array<[SocialProvider, string]>,
    sso: [] as Array<[string, string]>,
    logout: 0,
  };
  const port: AuthPort = {
    login: (request) => (calls.login.push(request), answer()),
    socialLogin: (provider, accessToken) => (calls.social.push([provider, accessToken]), answer()),
    completeSso: (parameter, agent) => (calls.sso.push([parameter, agent]), answer()),
    logout: vi.fn(async () => void calls.logout++),
  };
  return { port, calls };
}

export function fakeEsports(
  answer: () => Promise<string> = () => Promise.resolve('esp-9'),
): EsportsTokenPort & { calls: number } {
  const fake = { calls: 0, fetchToken: () => (fake.calls++, answer()) };
  return fake;
}

/** Everything the auth use cases share, real where it is plain logic, fake at the ports. */
export function authWorld(storage: Record<string, string> = {}, current = '/login') {
  const world = {
    storage: fakeStorage(storage),
    navigation: fakeNavigation(current),
    auth: createAuthStore(),
    modal: createNotificationModalStore(),
    toasts: createToastStore(),
    policy: new RedirectPolicy(APP_ORIGIN, { allowedRedirectOrigins: [PARTNER] }),
  };
  return {
    ...world,
    notification: new ShowNotification(world.modal),
    toast: new ShowToast(world.toasts),
    startSession: new StartSession(world.storage, world.auth),
  };
}
