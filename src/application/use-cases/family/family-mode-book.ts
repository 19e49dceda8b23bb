import { GUEST_OWNER, familyOwner, inForce, parseFamilySettings, type FamilySettings } from '../../../domain/family-settings';
import { parsePinAttempts, type PinAttempts } from '../../../domain/family-pin-lock';
import { parsePlayDay, type PlayDay } from '../../../domain/family-play-time';
import type { FamilyModePort } from '../../ports/family-mode.port';
import type { AuthState } from '../../stores/auth.store';

/** The settings guarding the player now, and whose they are. */
export interface SettingsInEffect {
  settings: FamilySettings;
  /** The owner whose record this is: the player's own, or the guest's (the device's). */
  owner: string;
}

/**
 * Family mode on this device for whoever is playing now (docs/decisions/0058). An owner without
 * settings of its own is guarded by the guest's, which are the device's: a child who logs out, or
 * logs in to an account that never set family mode, is still guarded. The guest's copy of an
 * account's settings changes with them.
 */
export class FamilyModeBook {
  constructor(
    private readonly port: FamilyModePort,
    private readonly auth: AuthState,
  ) {}

  /** The current owner: the logged-in account, or the guest. */
  owner(): string {
    return familyOwner(this.auth.token ? this.auth.userId : null);
  }

  /** The settings that apply now: the owner's own record (on or off), else the guest's; null when none. */
  inEffect(): SettingsInEffect | null {
    const owner = this.owner();
    const own = parseFamilySettings(this.port.settings(owner));
    if (own) return { settings: own, owner };
    const guest = parseFamilySettings(this.port.settings(GUEST_OWNER));
    return guest ? { settings: guest, owner: GUEST_OWNER } : null;
  }

  /** The settings in force now (on), else null. */
  inForce(): FamilySettings | null {
    const settings = this.inEffect()?.settings ?? null;
    return inForce(settings) ? settings : null;
  }

  /**
   * Keeps an owner's settings, and the guest's copy with them: the guest gets them when it has none
   * in force, or when its copy was set by this owner. Returns false when they could not be kept.
   */
  save(owner: string, settings: FamilySettings): boolean {
    if (!this.port.saveSettings(owner, settings)) return false;
    if (owner === GUEST_OWNER) return true;
    const guest = parseFamilySettings(this.port.settings(GUEST_OWNER));
    const follows = guest !== null && guest.setBy === owner;
    const unguarded = !inForce(guest);
    if (follows || (settings.on && unguarded)) return this.port.saveSettings(GUEST_OWNER, settings);
    return true;
  }

  attempts(): PinAttempts {
    return parsePinAttempts(this.port.attempts());
  }

  saveAttempts(attempts: PinAttempts): void {
    this.port.saveAttempts(attempts);
  }

  playDay(): PlayDay | null {
    return parsePlayDay(this.port.playDay());
  }

  savePlayDay(day: PlayDay): void {
    this.port.savePlayDay(day);
  }
}
