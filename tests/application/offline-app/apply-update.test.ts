import { describe, expect, it, vi } from 'vitest';
import { createOfflineAppStore } from '../../../src/application/stores/offline-app.store';
import { ApplyUpdate } from '../../../src/application/use-cases/offline-app/apply-update';
import { WatchAppUpdates } from '../../../src/application/use-cases/offline-app/watch-app-updates';
import { OfferInstall } from '../../../src/application/use-cases/offline-app/offer-install';
import type { AppUpdatesPort } from '../../../src/application/ports/app-updates.port';
import { fakeStorage } from '../../support/fakes';

function fakeUpdates() {
  const updates = {
    applied: 0,
    announce: () => undefined as void,
    watch(onUpdateReady: () => void) {
      updates.announce = onUpdateReady;
    },
    apply() {
      updates.applied += 1;
    },
  };
  return updates satisfies AppUpdatesPort;
}

describe('a new version of the portal', () => {
  it('is announced when it is ready, and never applied by itself', () => {
    const store = createOfflineAppStore();
    const updates = fakeUpdates();
    const install = { watch: () => undefined, prompt: () => Promise.resolve('dismissed' as const) };
    new WatchAppUpdates(updates, install, store, new OfferInstall(store, fakeStorage(), () => new Date())).execute();
    expect(store.updateReady).toBe(false);
    updates.announce();
    expect(store.updateReady).toBe(true);
    expect(updates.applied).toBe(0);
  });

  it('is watched for once, however often the offers that start the watch mount', () => {
    const store = createOfflineAppStore();
    const updates = { ...fakeUpdates(), watch: vi.fn() };
    const install = { watch: vi.fn(), prompt: () => Promise.resolve('dismissed' as const) };
    const watch = new WatchAppUpdates(updates, install, store, new OfferInstall(store, fakeStorage(), () => new Date()));
    watch.execute();
    watch.execute();
    expect(updates.watch).toHaveBeenCalledTimes(1);
    expect(install.watch).toHaveBeenCalledTimes(1);
  });

  it('is applied when the player chooses, but never while a game is running', () => {
    const store = createOfflineAppStore();
    const updates = fakeUpdates();
    const apply = new ApplyUpdate(updates, store);
    apply.execute({ gameRunning: false });
    expect(updates.applied, 'nothing to apply yet').toBe(0);
    store.updateReady = true;
    apply.execute({ gameRunning: true });
    expect(updates.applied).toBe(0);
    apply.execute({ gameRunning: false });
    expect(updates.applied).toBe(1);
  });
});
