import { describe, expect, it } from 'vitest';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { EsportsArenaLink } from '../../../src/application/use-cases/esports/esports-arena-link';

const APP_ORIGIN = 'https://play.example.com';

const policy = (allowed: string[] = []) => new RedirectPolicy(APP_ORIGIN, { allowedRedirectOrigins: allowed });

describe('EsportsArenaLink: the link out carries the esports token', () => {
  it('links to the arena below the same-origin esports host with the token in the query', () => {
    const link = new EsportsArenaLink({ esportsBaseUrl: '/esports' }, policy());
    expect(link.execute('esp-1')).toBe('/esports/api/arena?token=esp-1');
    expect(link.execute(null)).toBeNull();
  });

  it('links to a partner host only when it is an allowed origin', () => {
    const config = { esportsBaseUrl: 'https://esports.partner.com' };
    expect(new EsportsArenaLink(config, policy()).execute('esp-1')).toBeNull();
    expect(new EsportsArenaLink(config, policy(['https://esports.partner.com'])).execute('esp-1')).toBe(
      'https://esports.partner.com/api/arena?token=esp-1',
    );
  });
});
