import { ContainerModule } from 'inversify';
import { EsportsTokenPort } from '../../application/ports/esports-token.port';
import { SmsCodePort } from '../../application/ports/sms-code.port';
import { HttpEsportsTokenGateway } from '../../adapters/http/http-esports-token-gateway';
import { WebOtpSmsCode } from '../../adapters/browser/web-otp';
import { bindHttpGateway } from '../module-bindings';

/**
 * What the 'account' and 'commerce' areas both use, bound by whichever of them loads first: reading
 * the one-time code from the SMS (the signup and payment code forms) and the esports token (the
 * login's hand-off to esports and the esports screen). Neither is part of /home's first download.
 */
export const accountCommerceSharedModule = () =>
  new ContainerModule(({ bind, isBound }) => {
    if (!isBound(SmsCodePort)) bind(SmsCodePort).toConstantValue(new WebOtpSmsCode(globalThis));
    if (!isBound(EsportsTokenPort)) bindHttpGateway(bind, EsportsTokenPort, HttpEsportsTokenGateway);
  });
