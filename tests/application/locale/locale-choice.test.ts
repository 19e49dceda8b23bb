import { describe, expect, it } from 'vitest';
import { WebDeviceStorage } from '../../../src/adapters/storage/web-device-storage';
import { memoryStore } from '../../support/memory-store';
import { createLocaleStore } from '../../../src/application/stores/locale.store';
import { RestoreLocale } from '../../../src/application/use-cases/locale/restore-locale';
import { ChooseLocale } from '../../../src/application/use-cases/locale/choose-locale';

function setUp(stored: Record<string, string> = {}) {
  const raw = memoryStore(stored);
  const storage = new WebDeviceStorage(raw);
  const state = createLocaleStore();
  return { raw, state, restore: new RestoreLocale(storage, state), choose: new ChooseLocale(storage, state) };
}

describe('the portal language', () => {
  it('starts in Bangla for a browser that prefers Bangla, and in English otherwise', () => {
    const bangla = setUp();
    expect(bangla.restore.execute(['bn-BD', 'en'])).toBe('bn');
    expect(bangla.state.locale).toBe('bn');
    const english = setUp();
    expect(english.restore.execute(['en-GB', 'bn'])).toBe('en');
  });

  it('is remembered on the device once chosen, over what the browser prefers', () => {
    const first = setUp();
    first.restore.execute(['bn-BD']);
    first.choose.execute('en');
    expect(first.state.locale).toBe('en');
    expect(first.raw.dump()).toEqual({ locale: 'en' });

    const later = setUp(first.raw.dump());
    expect(later.restore.execute(['bn-BD'])).toBe('en');
  });

  it('ignores a stored value that is not one of its languages', () => {
    expect(setUp({ locale: 'fr' }).restore.execute(['bn'])).toBe('bn');
  });
});
