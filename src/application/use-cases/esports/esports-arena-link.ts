import { esportsArenaUrl } from '../../../domain/esports';
import type { AppConfig } from '../../config';
import type { RedirectPolicy } from '../auth/redirect-policy';

/**
 * The link out to the esports partner: its arena entry with the esports token in the query
 * (the hand-off the spec describes for a login with a stored redirect target, §2). The esports
 * host comes from configuration and still passes the URL guard: a host outside
 * AppConfig.allowedRedirectOrigins never receives a token.
 */
export class EsportsArenaLink {
  constructor(
    private readonly config: Pick<AppConfig, 'esportsBaseUrl'>,
    private readonly policy: RedirectPolicy,
  ) {}

  /** The URL to link to, or null when there is no token yet or the host is not allowed. */
  execute(token: string | null): string | null {
    if (!token) return null;
    const target = this.policy.check(esportsArenaUrl(this.config.esportsBaseUrl));
    return target.ok ? this.policy.withQueryParam(target.url, 'token', token) : null;
  }
}
