import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { DataSaver } from '../../../src/application/use-cases/offline/data-saver';
import { createDataSaverStore } from '../../../src/application/stores/data-saver.store';
import type { ConnectionHints } from '../../../src/domain/data-saver';
import { fakeStorage } from '../../support/fakes';

function setup(hints: ConnectionHints = { saveData: false, effectiveType: '4g' }) {
  const changes = new Subject<void>();
  const connection = { hints, read: () => connection.hints, change$: changes.asObservable() };
  const storage = fakeStorage();
  const store = createDataSaverStore();
  return { connection, changes, storage, store, saver: new DataSaver(connection, storage, store) };
}

describe('DataSaver', () => {
  it('turns on when the connection becomes slow, and off again when it recovers', () => {
    const s = setup();
    s.saver.start();
    expect(s.store.on).toBe(false);
    s.connection.hints = { saveData: false, effectiveType: '2g' };
    s.changes.next();
    expect(s.store).toMatchObject({ on: true, reason: 'slow-connection' });
    s.connection.hints = { saveData: false, effectiveType: '4g' };
    s.changes.next();
    expect(s.saver.isOn()).toBe(false);
  });

  it('remembers the player’s choice on the device, and forgets it when set back to follow the browser', () => {
    const s = setup();
    s.saver.start();
    s.saver.choose('on');
    expect(s.storage.get('data-saver')).toBe('on');
    const again = new DataSaver(s.connection, s.storage, createDataSaverStore());
    again.start();
    expect(again.isOn()).toBe(true);
    s.saver.choose('auto');
    expect(s.storage.get('data-saver')).toBeUndefined();
    expect(s.store).toMatchObject({ choice: 'auto', on: false });
  });
});
