import { toAsciiDigits } from '../../../domain/digits';
import type { PlayTimeVerdict } from '../../../domain/family-play-time';
import type { Clock } from '../../ports/clock.port';
import type { FeatureAreasPort } from '../../ports/feature-areas.port';
import type { PlayTimeChecks } from '../../ports/play-time.port';
import type { GrantResult } from './grant-more-time';

const UNLIMITED: PlayTimeVerdict = { code: 'play-time-unlimited' };

/**
 * The play screen's count of today's play: "when [the daily limit] is reached the game in play
 * finishes its round, then the portal says time is up for today; the parent's PIN grants 15 more
 * minutes". The play screen is open to everyone, so family mode's code (the 'family' area) is
 * fetched only when the device keeps family mode (`mayBeOn`); without a daily limit nothing is
 * counted. Play is counted from the game's start, while the page is seen, up to each report; the
 * minutes are kept on the device by the 'family' area and outlive a reload.
 */
export class PlayTimeOnDemand {
  /** When the play not yet added began; null while nothing is counted (no limit, the page hidden, time up). */
  private since: number | null = null;
  private limited = false;
  /** Time is up for today: nothing is counted until the parent's PIN grants more. */
  private up = false;

  constructor(
    private readonly mayBeOn: () => boolean,
    private readonly features: FeatureAreasPort,
    /** The 'family' area's answers (PlayTimeChecks), resolved once the area is bound. */
    private readonly checks: () => PlayTimeChecks,
    private readonly clock: Clock,
  ) {}

  /** As a game opens: whether today's time is already up. Play is counted from now when there is a limit. */
  async start(): Promise<PlayTimeVerdict> {
    this.since = null;
    this.limited = false;
    this.up = false;
    if (!this.mayBeOn()) return UNLIMITED;
    await this.features.ensure('family');
    return this.counted(this.checks().ask(false));
  }

  /**
   * Adds the play since the last report, and says what the screen does now: with `roundInPlay`, a
   * limit reached lets the round finish ("the last round"); between rounds, time is up.
   */
  played(roundInPlay: boolean): PlayTimeVerdict {
    if (!this.limited) return UNLIMITED;
    if (this.since === null) return this.checks().ask(roundInPlay);
    const since = this.since;
    this.since = this.now();
    return this.counted(this.checks().record(since, roundInPlay));
  }

  /** The page is hidden (another app, the phone locked): the play so far is added, and counting stops. */
  pause(): void {
    if (this.since === null) return;
    this.played(true);
    this.since = null;
  }

  /** The page is seen again: counting goes on from now. */
  resume(): void {
    if (this.limited && !this.up && this.since === null) this.since = this.now();
  }

  /** The parent's PIN (Bangla digits too) for 15 more minutes; counting goes on from now when granted. */
  async grant(pin: string): Promise<GrantResult> {
    await this.features.ensure('family');
    const result = await this.checks().grant(toAsciiDigits(pin));
    if (result.code === 'family-more-time-granted') this.counted(result.verdict);
    return result;
  }

  /** Counting follows the verdict: on while there is a limit and time left (or a last round), off once time is up. */
  private counted(verdict: PlayTimeVerdict): PlayTimeVerdict {
    this.limited = verdict.code !== 'play-time-unlimited';
    this.up = verdict.code === 'play-time-up';
    if (!this.limited || this.up) this.since = null;
    else this.since ??= this.now();
    return verdict;
  }

  private now(): number {
    return this.clock().getTime();
  }
}
