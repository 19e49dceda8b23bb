import { token } from '../token';
import type { SentReminder } from '../../domain/stage-reminders';

/** One player's stage reminders for one tournament, kept on the device. */
export interface StoredReminders {
  userId: string;
  tournamentId: string;
  on: boolean;
  sent: SentReminder[];
}

/** Where the reminder choice and the reminders already given are kept (this browser only). */
export interface ReminderStoragePort {
  read(): StoredReminders | null;
  write(value: StoredReminders): void;
}
export const ReminderStoragePort = token<ReminderStoragePort>('ReminderStoragePort');
