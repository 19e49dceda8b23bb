import { token } from '../token';
import type { FamilySettings } from '../../domain/family-settings';
import type { PinAttempts } from '../../domain/family-pin-lock';
import type { PlayDay } from '../../domain/family-play-time';

/**
 * The device's store of family mode (docs/decisions/0058): each owner's settings (the guest, or an
 * account), and what belongs to the device whoever is logged in (the wrong PINs in a row, today's
 * play). It outlives a reload, an update and an offline start; nothing of it goes to the server.
 * Reads return what was written, read leniently by the use cases; a write that could not be kept
 * returns false.
 */
export interface FamilyModePort {
  settings(owner: string): unknown;
  saveSettings(owner: string, settings: FamilySettings): boolean;
  attempts(): unknown;
  saveAttempts(attempts: PinAttempts): boolean;
  playDay(): unknown;
  savePlayDay(day: PlayDay): boolean;
}
export const FamilyModePort = token<FamilyModePort>('FamilyModePort');
