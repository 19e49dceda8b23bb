import { limitsProblems, type FamilyLimits, type FamilyLimitsProblem } from '../../../domain/family-settings';
import type { PinHasherPort } from '../../ports/pin-hasher.port';
import type { FamilyModeBook } from './family-mode-book';

export type TurnOnResult =
  | { code: 'family-mode-on' }
  /** Family mode already guards this player: changing it asks the PIN (ChangeFamilyMode). */
  | { code: 'family-mode-already-on' }
  | { code: 'family-limits-problem'; problems: FamilyLimitsProblem[] }
  | { code: 'family-mode-not-saved' };

/**
 * A parent turns family mode on with a four-digit PIN and the limits. Kept for the player now (the
 * account, or the guest) and, when the guest has none in force, for the guest too: logging out keeps
 * it on (docs/decisions/0058). The PIN is kept only as a salted hash.
 */
export class TurnOnFamilyMode {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly hasher: PinHasherPort,
  ) {}

  async execute(pin: string, limits: FamilyLimits): Promise<TurnOnResult> {
    if (this.book.inForce()) return { code: 'family-mode-already-on' };
    const problems = limitsProblems(pin, limits);
    if (problems.length > 0) return { code: 'family-limits-problem', problems };
    let record;
    try {
      record = await this.hasher.hash(pin);
    } catch {
      return { code: 'family-mode-not-saved' };
    }
    const owner = this.book.owner();
    const kept = this.book.save(owner, {
      on: true,
      pin: record,
      ...limits,
      allowedGames: [...limits.allowedGames],
      setBy: owner,
    });
    return kept ? { code: 'family-mode-on' } : { code: 'family-mode-not-saved' };
  }
}
