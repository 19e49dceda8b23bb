import { describe, expect, it } from 'vitest';
import { familyModeMayBeOn } from '../../../src/adapters/storage/family-mode-hint';
import { WebFamilyMode } from '../../../src/adapters/storage/web-family-mode';
import { WebDeviceStorage } from '../../../src/adapters/storage/web-device-storage';
import type { FamilySettings } from '../../../src/domain/family-settings';
import { memoryStore } from '../../support/memory-store';

const settings: FamilySettings = {
  on: true,
  pin: { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' },
  monthlyLimit: null,
  dailyMinutes: 30,
  allowedGames: [],
  setBy: 'user:u-1',
};

describe("the device's look at family mode", () => {
  it('says yes only while family mode as kept by the device is on for someone', () => {
    const store = memoryStore();
    const mayBeOn = familyModeMayBeOn(new WebDeviceStorage(store));
    const kept = new WebFamilyMode(store);
    expect(mayBeOn()).toBe(false);
    kept.savePlayDay({ day: '2026-11-27', playedMs: 0, extraMinutes: 0 });
    expect(mayBeOn()).toBe(false);
    kept.saveSettings('user:u-1', settings);
    expect(mayBeOn()).toBe(true);
    kept.saveSettings('user:u-1', { ...settings, on: false, pin: null });
    expect(mayBeOn()).toBe(false);
  });
});
