import type { FeatureAreasPort } from '../../ports/feature-areas.port';
import type { TournamentsHiddenCheck } from '../../ports/family-tournaments.port';

/**
 * "Premium and tournaments hidden" in the children's catalogue, asked by the tournament's screens
 * (the 'tournament' area): family mode's code (the 'family' area) is fetched only when the device
 * keeps family mode (`mayBeOn`); a visitor without it is answered at once.
 */
export class TournamentsInFamilyMode {
  constructor(
    private readonly mayBeOn: () => boolean,
    private readonly features: FeatureAreasPort,
    /** The 'family' area's answer, resolved once the area is bound. */
    private readonly check: () => TournamentsHiddenCheck,
  ) {}

  /** False when the answer is known at once to be "shown"; null when family mode must be asked. */
  known(): false | null {
    return this.mayBeOn() ? null : false;
  }

  /** Whether tournaments are hidden for the player now. */
  async hidden(): Promise<boolean> {
    if (!this.mayBeOn()) return false;
    await this.features.ensure('family');
    return this.check()();
  }
}
