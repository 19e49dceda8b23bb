import { describe, expect, it } from 'vitest';
import { createOfflineAppStore } from '../../../src/application/stores/offline-app.store';
import {
  AnswerInstallOffer,
  INSTALL_QUIET_DAYS,
  OfferInstall,
} from '../../../src/application/use-cases/offline-app/offer-install';
import type { InstallAnswer, InstallPromptPort } from '../../../src/application/ports/install-prompt.port';
import { fakeStorage } from '../../support/fakes';

const NOW = new Date('2026-03-01T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function setup(options: { declinedAt?: Date; answer?: InstallAnswer } = {}) {
  const store = createOfflineAppStore();
  const storage = fakeStorage(options.declinedAt ? { 'install-declined-at': options.declinedAt.toISOString() } : {});
  let prompts = 0;
  const prompt: InstallPromptPort = {
    watch: () => undefined,
    prompt: () => {
      prompts += 1;
      return Promise.resolve(options.answer ?? 'dismissed');
    },
  };
  const clock = () => NOW;
  return {
    store,
    storage,
    prompts: () => prompts,
    offer: new OfferInstall(store, storage, clock),
    answer: new AnswerInstallOffer(prompt, store, storage, clock),
  };
}

describe('the install offer', () => {
  it('is not made on first paint: only once the browser can install and the player has opened a game', () => {
    const { store, offer } = setup();
    offer.execute('available');
    expect(store.installOffered).toBe(false);
    offer.execute('engaged');
    expect(store.installOffered).toBe(true);
  });

  it('is not made again for a while after the player declined, and is made again after that', () => {
    const lately = setup({ declinedAt: new Date(NOW.getTime() - (INSTALL_QUIET_DAYS - 1) * DAY) });
    lately.offer.execute('engaged');
    lately.offer.execute('available');
    expect(lately.store.installOffered).toBe(false);

    const longAgo = setup({ declinedAt: new Date(NOW.getTime() - (INSTALL_QUIET_DAYS + 1) * DAY) });
    longAgo.offer.execute('engaged');
    longAgo.offer.execute('available');
    expect(longAgo.store.installOffered).toBe(true);
  });

  it('"Not now" hides it and remembers when, without opening the browser dialog', async () => {
    const { store, storage, offer, answer, prompts } = setup();
    offer.execute('available');
    offer.execute('engaged');
    await answer.execute('not-now');
    expect(store.installOffered).toBe(false);
    expect(storage.get('install-declined-at')).toBe(NOW.toISOString());
    expect(prompts()).toBe(0);
  });

  it("opens the browser's dialog on Install; a dismissal there counts as declining, an install does not", async () => {
    const dismissed = setup({ answer: 'dismissed' });
    await dismissed.answer.execute('install');
    expect(dismissed.prompts()).toBe(1);
    expect(dismissed.storage.get('install-declined-at')).toBe(NOW.toISOString());

    const accepted = setup({ answer: 'accepted' });
    await accepted.answer.execute('install');
    expect(accepted.storage.get('install-declined-at')).toBeUndefined();
    expect(accepted.store.installAvailable).toBe(false);
  });
});
