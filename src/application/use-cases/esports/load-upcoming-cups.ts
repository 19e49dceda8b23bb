import { UPCOMING_CUPS_PREVIEW } from '../../../domain/esports';
import type { EsportsCupsPort } from '../../ports/esports-cups.port';
import type { EsportsState } from '../../stores/esports.store';
import type { RedirectPolicy } from '../auth/redirect-policy';
import { loadUnlessLoading } from '../load-unless-loading';

/**
 * The upcoming cups preview: spec §9 "Esports upcoming preview: limit 3, status 2". Each cup's
 * image URL comes from the partner, so it passes the URL guard; a refused one is dropped (the
 * card then shows its placeholder).
 */
export class LoadUpcomingCups {
  constructor(
    private readonly cups: EsportsCupsPort,
    private readonly state: EsportsState,
    private readonly policy: RedirectPolicy,
  ) {}

  async execute(): Promise<void> {
    await loadUnlessLoading(this.state, 'upcomingLoad', () => this.cups.preview(UPCOMING_CUPS_PREVIEW), {
      apply: (cups) => {
        this.state.upcomingEsportsGames = cups.map((cup) => {
          const image = this.policy.check(cup.imageUrl);
          return { ...cup, imageUrl: image.ok ? image.url : '' };
        });
      },
    });
  }
}
