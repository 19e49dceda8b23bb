import type { AppConfig } from '../../config';
import { checkUrl, withQueryParam, type UrlCheck } from '../../../domain/url-guard';

/**
 * The URL guard (domain/url-guard.ts) bound to this deployment: the app's own origin and the
 * partner origins of AppConfig.allowedRedirectOrigins. Use cases ask it before any navigation to
 * a URL that came from outside (a query parameter, storage, the server).
 */
export class RedirectPolicy {
  constructor(
    private readonly appOrigin: string,
    private readonly config: Pick<AppConfig, 'allowedRedirectOrigins'>,
  ) {}

  check(raw: unknown): UrlCheck {
    return checkUrl(raw, { appOrigin: this.appOrigin, allowedOrigins: this.config.allowedRedirectOrigins });
  }

  withQueryParam(url: string, key: string, value: string): string {
    return withQueryParam(url, key, value, this.appOrigin);
  }
}
