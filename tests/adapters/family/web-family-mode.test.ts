import { describe, expect, it } from 'vitest';
import { FAMILY_MODE_KEY, WebFamilyMode } from '../../../src/adapters/storage/web-family-mode';
import { WebCryptoPinHasher } from '../../../src/adapters/browser/web-crypto-pin-hasher';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { FamilyModeBook } from '../../../src/application/use-cases/family/family-mode-book';
import { TurnOnFamilyMode } from '../../../src/application/use-cases/family/turn-on-family-mode';
import { VerifyFamilyPin } from '../../../src/application/use-cases/family/verify-family-pin';
import type { FamilySettings } from '../../../src/domain/family-settings';
import { memoryStore } from '../../support/memory-store';

const settings: FamilySettings = {
  on: true,
  pin: { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' },
  monthlyLimit: 50,
  dailyMinutes: 30,
  allowedGames: ['snake-classic'],
  setBy: 'user:u-1',
};

describe('family mode kept in Web Storage', () => {
  it('keeps each owner’s settings, the PIN attempts and today’s play apart, and reads them after a reload', () => {
    const store = memoryStore();
    const before = new WebFamilyMode(store);
    expect(before.saveSettings('user:u-1', settings)).toBe(true);
    before.saveSettings('guest', { ...settings, setBy: 'guest', monthlyLimit: null });
    before.saveAttempts({ wrong: 2, lockedUntil: null });
    before.savePlayDay({ day: '2026-11-27', playedMs: 60_000, extraMinutes: 0 });
    const after = new WebFamilyMode(store);
    expect(after.settings('user:u-1')).toEqual(settings);
    expect(after.settings('guest')).toMatchObject({ monthlyLimit: null });
    expect(after.settings('user:u-2')).toBeUndefined();
    expect(after.attempts()).toEqual({ wrong: 2, lockedUntil: null });
    expect(after.playDay()).toEqual({ day: '2026-11-27', playedMs: 60_000, extraMinutes: 0 });
  });

  it('reads a damaged entry as nothing kept, and says so when the storage refuses a write', () => {
    const damaged = new WebFamilyMode(memoryStore({ [FAMILY_MODE_KEY]: '{not json' }));
    expect(damaged.settings('guest')).toBeUndefined();
    expect(damaged.attempts()).toBeUndefined();
    const full = new WebFamilyMode({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(full.saveSettings('guest', settings)).toBe(false);
  });

  it('with the real hasher, keeps family mode across a reload and never the PIN in clear', async () => {
    const store = memoryStore();
    const auth = Object.assign(createAuthStore(), { token: 't', userId: 'u-1' });
    const hasher = new WebCryptoPinHasher();
    const turnOn = new TurnOnFamilyMode(new FamilyModeBook(new WebFamilyMode(store), auth), hasher);
    expect(await turnOn.execute('4821', { monthlyLimit: 50, dailyMinutes: 30, allowedGames: [] })).toEqual({
      code: 'family-mode-on',
    });
    expect(JSON.stringify(store.dump())).not.toContain('4821');
    // A reload: new adapters over the same storage, and a child who logged out.
    const guest = createAuthStore();
    const verify = new VerifyFamilyPin(new FamilyModeBook(new WebFamilyMode(store), guest), hasher, () => new Date());
    expect(await verify.execute('4821')).toEqual({ code: 'family-pin-right' });
  });
});
