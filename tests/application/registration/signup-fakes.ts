import { vi } from 'vitest';
import type { RegistrationPort } from '../../../src/application/ports/registration.port';
import { createSignupStore } from '../../../src/application/stores/signup.store';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { StartSession } from '../../../src/application/use-cases/auth/start-session';
import { SubmitSignup } from '../../../src/application/use-cases/registration/submit-signup';
import { VerifySignupCode } from '../../../src/application/use-cases/registration/verify-signup-code';
import { ResendSignupCode } from '../../../src/application/use-cases/registration/resend-signup-code';
import { RestartSignup } from '../../../src/application/use-cases/registration/restart-signup';
import type { SignupForm } from '../../../src/domain/signup-form';
import { fakeStorage } from '../../support/fakes';

/** What the registration use-case tests share: a form and the use cases over fakes. */
export const form: SignupForm = {
  firstName: 'Nadia',
  lastName: 'Islam',
  email: 'Nadia@Example.com',
  dateOfBirth: '2000-05-17',
  mobile: '+8801812345678',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};

export function setup() {
  const port = {
    requestSignup: vi.fn<RegistrationPort['requestSignup']>().mockResolvedValue('u-new'),
    completeSignup: vi
      .fn<RegistrationPort['completeSignup']>()
      .mockResolvedValue({ token: 'tok-1', loginSource: 'SelfWeb', userId: 'u-new' }),
    resendCode: vi.fn<RegistrationPort['resendCode']>().mockResolvedValue(undefined),
  } satisfies RegistrationPort;
  const signup = createSignupStore();
  const auth = createAuthStore();
  const storage = fakeStorage();
  const modal = createNotificationModalStore();
  const toasts = createToastStore();
  const notification = new ShowNotification(modal);
  const toast = new ShowToast(toasts);
  return {
    port,
    signup,
    auth,
    storage,
    modal,
    toasts,
    submit: new SubmitSignup(port, signup, notification),
    verify: new VerifySignupCode(port, signup, new StartSession(storage, auth), notification),
    resend: new ResendSignupCode(port, signup, toast, notification),
    restart: new RestartSignup(signup),
  };
}
