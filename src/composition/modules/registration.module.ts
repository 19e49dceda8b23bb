import { ContainerModule } from 'inversify';
import { RegistrationPort } from '../../application/ports/registration.port';
import { PasswordResetPort } from '../../application/ports/password-reset.port';
import { SignupStore, createSignupStore } from '../../application/stores/signup.store';
import { PasswordResetStore, createPasswordResetStore } from '../../application/stores/password-reset.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { StartSession } from '../../application/use-cases/auth/start-session';
import { SubmitSignup } from '../../application/use-cases/registration/submit-signup';
import { VerifySignupCode } from '../../application/use-cases/registration/verify-signup-code';
import { ResendSignupCode } from '../../application/use-cases/registration/resend-signup-code';
import { RestartSignup } from '../../application/use-cases/registration/restart-signup';
import { RequestPasswordReset } from '../../application/use-cases/password-reset/request-password-reset';
import { VerifyResetCode } from '../../application/use-cases/password-reset/verify-reset-code';
import { ResetPassword } from '../../application/use-cases/password-reset/reset-password';
import { ResendResetCode } from '../../application/use-cases/password-reset/resend-reset-code';
import { RestartPasswordReset } from '../../application/use-cases/password-reset/restart-password-reset';
import { HttpRegistrationGateway } from '../../adapters/http/http-registration-gateway';
import { HttpPasswordResetGateway } from '../../adapters/http/http-password-reset-gateway';
import { bindClass } from '../bind-class';
import { SignupSteps } from '../../application/use-cases/registration/signup-steps';
import { PasswordResetSteps } from '../../application/use-cases/password-reset/password-reset-steps';
import { bindHttpGateway } from '../module-bindings';

/**
 * Signing up and resetting a forgotten password (both with a one-time code). StartSession comes
 * from the auth module: a completed signup stores the session exactly like a login.
 * Neither store is in the spec's logout reset list; the screens restart their flow when left.
 */
export const registrationModule = () =>
  new ContainerModule(({ bind }) => {
    bindHttpGateway(bind, RegistrationPort, HttpRegistrationGateway);
    bindHttpGateway(bind, PasswordResetPort, HttpPasswordResetGateway);
    bind(SignupStore).toConstantValue(createSignupStore());
    bind(PasswordResetStore).toConstantValue(createPasswordResetStore());

    bindClass(bind, SubmitSignup, [RegistrationPort, SignupStore, ShowNotification]);
    bindClass(bind, VerifySignupCode, [RegistrationPort, SignupStore, StartSession, ShowNotification]);
    bindClass(bind, ResendSignupCode, [RegistrationPort, SignupStore, ShowToast, ShowNotification]);
    bindClass(bind, RestartSignup, [SignupStore]);
    bindClass(bind, SignupSteps, [SignupStore]);

    bindClass(bind, RequestPasswordReset, [PasswordResetPort, PasswordResetStore, ShowNotification]);
    bindClass(bind, VerifyResetCode, [PasswordResetPort, PasswordResetStore, ShowNotification]);
    bindClass(bind, ResetPassword, [PasswordResetPort, PasswordResetStore, ShowNotification]);
    bindClass(bind, ResendResetCode, [PasswordResetPort, PasswordResetStore, ShowToast, ShowNotification]);
    bindClass(bind, RestartPasswordReset, [PasswordResetStore]);
    bindClass(bind, PasswordResetSteps, [PasswordResetStore]);
  });
