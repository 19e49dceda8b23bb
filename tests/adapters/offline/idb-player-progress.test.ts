import type { UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { bundledGameModes } from '../../../src/adapters/offline/bundled-game-modes';
import { IdbPlayerProgress } from '../../../src/adapters/offline/idb-player-progress';
import { emptyProgress, withRoundFinished } from '../../../src/domain/player-progress';

/**
 * An IndexedDB object store in memory, as idb-keyval drives one: each request and the transaction
 * complete a task later, and values are copied in and out (the structured clone IndexedDB makes).
 */
function memoryObjectStore() {
  const values = new Map<IDBValidKey, unknown>();
  const request = (result: () => unknown) => {
    const req: Record<string, unknown> = {};
    setTimeout(() => {
      req.result = result();
      (req.onsuccess as (() => void) | undefined)?.();
    });
    return req;
  };
  const objectStore = {
    get: (key: IDBValidKey) => request(() => structuredClone(values.get(key))),
    put: (value: unknown, key: IDBValidKey) => void values.set(key, structuredClone(value)),
    delete: (key: IDBValidKey) => void values.delete(key),
    get transaction() {
      return request(() => undefined);
    },
  };
  const useStore = ((_mode: IDBTransactionMode, callback: (store: IDBObjectStore) => unknown) =>
    Promise.resolve(callback(objectStore as unknown as IDBObjectStore))) as UseStore;
  return { values, useStore };
}

describe('the players’ progress in IndexedDB', () => {
  it('keeps one record per owner and reads it back as written', async () => {
    const db = memoryObjectStore();
    const port = new IdbPlayerProgress(() => db.useStore);
    const guest = withRoundFinished(emptyProgress('g'), { game: 'snake', mode: 'wrap', score: 40 }, 5).progress;
    await port.write('guest', guest);
    await port.write('user:42', emptyProgress('a'));
    expect(await port.read('guest')).toEqual(guest);
    expect(await port.read('user:42')).toEqual(emptyProgress('a'));
    expect([...db.values.keys()].sort()).toEqual(['guest', 'user:42']);
  });

  it('removes an owner’s record, leaving the others', async () => {
    const db = memoryObjectStore();
    const port = new IdbPlayerProgress(() => db.useStore);
    await port.write('guest', emptyProgress('g'));
    await port.write('user:42', emptyProgress('a'));
    await port.remove('guest');
    expect(await port.read('guest')).toBeUndefined();
    expect(await port.read('user:42')).toEqual(emptyProgress('a'));
  });

  it('opens the database only when first used', async () => {
    let opened = 0;
    const db = memoryObjectStore();
    const port = new IdbPlayerProgress(() => {
      opened += 1;
      return db.useStore;
    });
    expect(opened).toBe(0);
    await port.read('guest');
    await port.read('guest');
    expect(opened).toBe(1);
  });

  it('reads as nothing where IndexedDB cannot be opened, and says so when writing', async () => {
    const port = new IdbPlayerProgress(() => () => Promise.reject(new Error('private mode')));
    expect(await port.read('guest')).toBeUndefined();
    await expect(port.write('guest', emptyProgress('g'))).rejects.toThrow('private mode');
  });

  it('reads as nothing without IndexedDB at all, through idb-keyval’s own store', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    expect(await new IdbPlayerProgress().read('guest')).toBeUndefined();
  });
});

describe('the bundled games a challenge is chosen from', () => {
  it('are the games of public/games/index.json with their modes', () => {
    const games = bundledGameModes();
    expect(games.length).toBe(15);
    expect(games.find((game) => game.slug === 'snake')).toEqual({ slug: 'snake', modes: ['classic', 'wrap', 'maze'] });
  });
});
