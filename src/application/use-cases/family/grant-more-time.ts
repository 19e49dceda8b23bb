import { grantMoreMinutes, playTimeVerdict, type PlayTimeVerdict } from '../../../domain/family-play-time';
import type { Clock } from '../../ports/clock.port';
import type { FamilyModeBook } from './family-mode-book';
import type { PinRefusal, VerifyFamilyPin } from './verify-family-pin';

export type GrantResult =
  { code: 'family-more-time-granted'; verdict: PlayTimeVerdict } | { code: 'family-mode-off' } | PinRefusal;

/** "The parent's PIN grants 15 more minutes", for today. */
export class GrantMoreTime {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly verify: VerifyFamilyPin,
    private readonly clock: Clock,
  ) {}

  async execute(pin: string): Promise<GrantResult> {
    const check = await this.verify.execute(pin);
    if (check.code !== 'family-pin-right') return check;
    const now = this.clock().getTime();
    const day = grantMoreMinutes(this.book.playDay(), now);
    this.book.savePlayDay(day);
    return {
      code: 'family-more-time-granted',
      verdict: playTimeVerdict(day, this.book.inForce()?.dailyMinutes ?? null, now, false),
    };
  }
}
