import { describe, expect, it } from 'vitest';
import { WebDeviceStorage } from '../../../src/adapters/storage/web-device-storage';
import { memoryStore } from '../../support/memory-store';
import { errorLogEntry } from '../../../src/domain/error-log';

const entry = errorLogEntry({ type: 'error', message: 'boom' }, new Date('2026-03-01T10:00:00.000Z'));

describe("the 'error-log' storage key (spec §3 error log list)", () => {
  it('is stored as JSON and read back as the same list', () => {
    const raw = memoryStore();
    const storage = new WebDeviceStorage(raw);
    storage.set('error-log', [entry]);
    expect(JSON.parse(raw.dump()['error-log'])).toEqual([entry]);
    expect(new WebDeviceStorage(raw).get('error-log')).toEqual([entry]);
  });

  it('reads broken or tampered JSON as an empty list instead of failing', () => {
    expect(new WebDeviceStorage(memoryStore({ 'error-log': '{"status":' })).get('error-log')).toEqual([]);
    expect(new WebDeviceStorage(memoryStore({ 'error-log': '[{"type":1}]' })).get('error-log')).toEqual([]);
  });
});
