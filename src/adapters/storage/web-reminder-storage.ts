import type { ReminderStoragePort, StoredReminders } from '../../application/ports/reminder-storage.port';
import type { KeyValueStore } from './web-device-storage';

/** Ours, not the spec's: the stage reminder choice, under its own key. */
export const REMINDERS_KEY = 'stage-reminders';

/** The stage reminders in Web Storage as JSON; anything that does not read back reads as none. */
export class WebReminderStorage implements ReminderStoragePort {
  constructor(private readonly store: KeyValueStore) {}

  read(): StoredReminders | null {
    try {
      const value = JSON.parse(this.store.getItem(REMINDERS_KEY) ?? 'null') as unknown;
      if (typeof value !== 'object' || value === null) return null;
      const { userId, tournamentId, on, sent } = value as Record<string, unknown>;
      if (typeof userId !== 'string' || typeof tournamentId !== 'string' || typeof on !== 'boolean' || !Array.isArray(sent))
        return null;
      const given = sent.filter(
        (item): item is StoredReminders['sent'][number] =>
          typeof item === 'object' && item !== null && typeof item.stage === 'string' && typeof item.at === 'string',
      );
      return { userId, tournamentId, on, sent: given.map(({ stage, at }) => ({ stage, at })) };
    } catch {
      return null;
    }
  }

  write(value: StoredReminders): void {
    try {
      this.store.setItem(REMINDERS_KEY, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the reminder still works for this visit.
    }
  }
}
