import type { FamilyModePort } from '../../application/ports/family-mode.port';
import type { FamilySettings } from '../../domain/family-settings';
import type { PinAttempts } from '../../domain/family-pin-lock';
import type { PlayDay } from '../../domain/family-play-time';
import type { KeyValueStore } from './web-device-storage';

/** Ours, not the spec's: family mode on this device (docs/decisions/0058), under its own key. */
export const FAMILY_MODE_KEY = 'family-mode';

interface Stored {
  settings: Record<string, unknown>;
  attempts?: unknown;
  playDay?: unknown;
}

/**
 * Family mode in Web Storage (localStorage in the browser) as one JSON entry: it outlives a reload,
 * an update and an offline start, and is read synchronously before a purchase or a game. Each owner's
 * settings are kept under the owner; the use cases read every value leniently.
 */
export class WebFamilyMode implements FamilyModePort {
  constructor(private readonly store: KeyValueStore) {}

  settings(owner: string): unknown {
    return Object.hasOwn(this.read().settings, owner) ? this.read().settings[owner] : undefined;
  }

  saveSettings(owner: string, settings: FamilySettings): boolean {
    const stored = this.read();
    return this.write({ ...stored, settings: { ...stored.settings, [owner]: settings } });
  }

  attempts(): unknown {
    return this.read().attempts;
  }

  saveAttempts(attempts: PinAttempts): boolean {
    return this.write({ ...this.read(), attempts });
  }

  playDay(): unknown {
    return this.read().playDay;
  }

  savePlayDay(playDay: PlayDay): boolean {
    return this.write({ ...this.read(), playDay });
  }

  private read(): Stored {
    try {
      const value = JSON.parse(this.store.getItem(FAMILY_MODE_KEY) ?? 'null') as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { settings: {} };
      const stored = value as Record<string, unknown>;
      const settings =
        typeof stored.settings === 'object' && stored.settings !== null ? (stored.settings as Record<string, unknown>) : {};
      return { settings, attempts: stored.attempts, playDay: stored.playDay };
    } catch {
      return { settings: {} };
    }
  }

  /** False when the storage is full or blocked: the use case then says family mode was not kept. */
  private write(value: Stored): boolean {
    try {
      this.store.setItem(FAMILY_MODE_KEY, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  }
}
