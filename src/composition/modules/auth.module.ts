import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { AgentDetails } from '../../application/ports/agent-details.port';
import { AuthPort } from '../../application/ports/auth.port';
import { EsportsTokenPort } from '../../application/ports/esports-token.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { SocialSignInPort } from '../../application/ports/social-sign-in.port';
import { AuthStore } from '../../application/stores/auth.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { EndSession } from '../../application/use-cases/session/end-session';
import { CompleteSso } from '../../application/use-cases/auth/complete-sso';
import { FinishSocialLogin } from '../../application/use-cases/auth/finish-social-login';
import { GoAfterLogin } from '../../application/use-cases/auth/go-after-login';
import { Login } from '../../application/use-cases/auth/login';
import { Logout } from '../../application/use-cases/auth/logout';
import { ReadRememberedLogin } from '../../application/use-cases/auth/read-remembered-login';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { RememberRedirectTarget } from '../../application/use-cases/auth/remember-redirect-target';
import { SocialLogin } from '../../application/use-cases/auth/social-login';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { GuestProgressAtLogin, GuestProgressMerger } from '../../application/ports/guest-progress-at-login.port';
import { StartSession } from '../../application/use-cases/auth/start-session';
import { HttpAuthGateway } from '../../adapters/http/http-auth-gateway';
import { MockSocialSignIn } from '../../adapters/social/mock-social-sign-in';
import { SdkSocialSignIn } from '../../adapters/social/sdk-social-sign-in';
import { bindClass } from '../bind-class';
import { bindHttpGateway } from '../module-bindings';

/** Logging in and out: password, social and single sign-on, the after-login redirects and the esports hand-off. */
export const authModule = () =>
  new ContainerModule(({ bind }) => {
    bindHttpGateway(bind, AuthPort, HttpAuthGateway);
    // No provider ids configured (mock mode, tests): the offline stand-in answers with the mock's demo tokens.
    bind(SocialSignInPort)
      .toResolvedValue(
        (config: AppConfig) =>
          config.social.googleClientId || config.social.facebookAppId
            ? new SdkSocialSignIn(config.social)
            : new MockSocialSignIn(),
        [AppConfig],
      )
      .inSingletonScope();

    // The merge's code comes with the 'game-actions' area, which a login asks for: never the entry.
    bind(GuestProgressAtLogin)
      .toDynamicValue((context) => {
        const features = context.get<FeatureAreasPort>(FeatureAreasPort);
        const join: GuestProgressAtLogin = async (userId) => {
          await features.ensure('game-actions');
          await context.get<GuestProgressMerger>(GuestProgressMerger).execute(userId);
        };
        return join;
      })
      .inSingletonScope();
    bindClass(bind, StartSession, [DeviceStoragePort, AuthStore, GuestProgressAtLogin]);
    bindClass(bind, GoAfterLogin, [DeviceStoragePort, EsportsTokenPort, NavigationPort, RedirectPolicy, ShowToast]);
    bindClass(bind, Login, [AuthPort, DeviceStoragePort, AuthStore, StartSession, GoAfterLogin, ShowNotification, AgentDetails]);
    bindClass(bind, ReadRememberedLogin, [DeviceStoragePort]);
    bindClass(bind, RememberRedirectTarget, [DeviceStoragePort, RedirectPolicy]);
    bindClass(bind, SocialLogin, [SocialSignInPort, AuthPort, AuthStore, StartSession, NavigationPort, ShowNotification]);
    bindClass(bind, CompleteSso, [
      AuthPort,
      AuthStore,
      StartSession,
      NavigationPort,
      RedirectPolicy,
      ShowNotification,
      AgentDetails,
    ]);
    bindClass(bind, FinishSocialLogin, [SocialLogin, CompleteSso, ShowNotification]);
    bindClass(bind, Logout, [AuthPort, EndSession]);
  });
