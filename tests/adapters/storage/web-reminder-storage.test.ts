import { describe, expect, it } from 'vitest';
import { REMINDERS_KEY, WebReminderStorage } from '../../../src/adapters/storage/web-reminder-storage';
import { memoryStore } from '../../support/memory-store';

describe('WebReminderStorage', () => {
  it('keeps the reminder choice and the reminders given, as JSON under its own key', () => {
    const store = memoryStore();
    const storage = new WebReminderStorage(store);
    const value = { userId: 'u-me', tournamentId: 'tn-1', on: true, sent: [{ stage: 'FINAL', at: '2026-12-01T17:30:00Z' }] };
    storage.write(value);
    expect(JSON.parse(store.dump()[REMINDERS_KEY]!)).toEqual(value);
    expect(storage.read()).toEqual(value);
  });

  it('reads anything it did not write as no choice, and skips odd entries of the reminders given', () => {
    expect(new WebReminderStorage(memoryStore({ [REMINDERS_KEY]: '{not json' })).read()).toBeNull();
    expect(new WebReminderStorage(memoryStore({ [REMINDERS_KEY]: '{"userId":1}' })).read()).toBeNull();
    const odd = JSON.stringify({ userId: 'u', tournamentId: 't', on: false, sent: [null, { stage: 'FINAL', at: 'x' }, 5] });
    expect(new WebReminderStorage(memoryStore({ [REMINDERS_KEY]: odd })).read()?.sent).toEqual([{ stage: 'FINAL', at: 'x' }]);
  });
});
