import { describe, expect, it } from 'vitest';
import type { GameProgressPort } from '../../../src/application/ports/game-progress.port';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createGameProgressStore } from '../../../src/application/stores/game-progress.store';
import { GameProgressBook } from '../../../src/application/use-cases/progress/game-progress-book';
import { LoadGameProgress } from '../../../src/application/use-cases/progress/load-game-progress';
import { SaveGameProgress } from '../../../src/application/use-cases/progress/save-game-progress';

/** The device's progress in memory, as IndexedDB keeps it: one entry per owner and title. */
function fakeProgressStore(): GameProgressPort & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  const key = (owner: string, title: string) => `${owner}|${title}`;
  return {
    entries,
    read: async (owner, title) => structuredClone(entries.get(key(owner, title))),
    write: async (owner, title, progress) => void entries.set(key(owner, title), structuredClone(progress)),
    remove: async (owner, title) => void entries.delete(key(owner, title)),
    titles: async (owner) => [...entries.keys()].filter((k) => k.startsWith(`${owner}|`)).map((k) => k.slice(owner.length + 1)),
  };
}

function setup() {
  const port = fakeProgressStore();
  const auth = createAuthStore();
  const store = createGameProgressStore();
  const book = new GameProgressBook(port, auth, store);
  let now = 1_000;
  const save = new SaveGameProgress(book, () => new Date((now += 1_000)));
  const load = new LoadGameProgress(book);
  const logIn = (userId: string) => Object.assign(auth, { token: `t-${userId}`, userId });
  const logOut = () => Object.assign(auth, { token: null, userId: null });
  return { port, store, save, load, logIn, logOut };
}

describe('a game’s progress on the device', () => {
  it('keeps an unfinished round to resume, and forgets it when the round ends, keeping the best', async () => {
    const { save, load, store } = setup();
    await save.save('snake-classic-1', { board: [1, 2] });
    expect(await load.execute('snake-classic-1')).toMatchObject({ best: 0, state: { board: [1, 2] } });
    expect(store.byTitle['snake-classic-1']).toEqual({ best: 0, resumable: true });

    await save.roundOver('snake-classic-1', 120);
    await save.roundOver('snake-classic-1', 80);
    expect(await load.execute('snake-classic-1')).toEqual({ best: 120, state: null, savedAt: null });
    expect(store.byTitle['snake-classic-1']).toEqual({ best: 120, resumable: false });
  });

  it('writes changes in the order the game sent them: a save just before the end never brings the round back', async () => {
    const { save, load } = setup();
    await Promise.all([save.save('t', { step: 1 }), save.roundOver('t', 10)]);
    expect((await load.execute('t')).state).toBeNull();
  });

  it('does not keep a state too large to be a board', async () => {
    const { save, load } = setup();
    await save.save('t', { small: true });
    await save.save('t', { huge: 'x'.repeat(70_000) });
    expect((await load.execute('t')).state).toEqual({ small: true });
  });

  it('reads an unreadable entry as no progress: one broken title loses only itself', async () => {
    const { port, load } = setup();
    port.entries.set('guest|t', 'junk');
    port.entries.set('guest|u', { best: 'lots', state: { a: 1 }, savedAt: 5 });
    expect(await load.execute('t')).toEqual({ best: 0, state: null, savedAt: null });
    expect(await load.execute('u')).toEqual({ best: 0, state: { a: 1 }, savedAt: 5 });
  });

  it('gives a guest’s progress to the player who logs in on the device, and none of it to the next guest', async () => {
    const { save, load, logIn, logOut, port } = setup();
    await save.roundOver('t', 50);
    await save.save('t', { guest: true });
    logIn('u1');
    expect(await load.execute('t')).toMatchObject({ best: 50, state: { guest: true } });
    expect(await port.titles('guest')).toEqual([]);
    logOut();
    expect(await load.execute('t')).toEqual({ best: 0, state: null, savedAt: null });
  });

  it('keeps the better best and the newer unfinished round when a guest’s progress joins a player’s', async () => {
    const { save, load, logIn, logOut } = setup();
    logIn('u1');
    await save.roundOver('t', 300);
    await save.save('t', { older: true });
    logOut();
    await save.roundOver('t', 40);
    await save.save('t', { newer: true });
    logIn('u1');
    expect(await load.execute('t')).toMatchObject({ best: 300, state: { newer: true } });
  });

  it('never shows one player’s progress to another on a shared phone', async () => {
    const { save, load, logIn, store } = setup();
    logIn('mother');
    await save.roundOver('t', 900);
    logIn('son');
    expect(await load.execute('t')).toMatchObject({ best: 0 });
    expect(store.byTitle).toEqual({ t: { best: 0, resumable: false } });
  });

  it('starts the game fresh when the device’s storage cannot be read', async () => {
    const broken: GameProgressPort = {
      read: () => Promise.reject(new Error('no IndexedDB')),
      write: () => Promise.reject(new Error('no IndexedDB')),
      remove: () => Promise.reject(new Error('no IndexedDB')),
      titles: () => Promise.reject(new Error('no IndexedDB')),
    };
    const book = new GameProgressBook(broken, createAuthStore(), createGameProgressStore());
    expect(await new LoadGameProgress(book).execute('t')).toEqual({ best: 0, state: null, savedAt: null });
    await expect(new SaveGameProgress(book, () => new Date()).save('t', {})).resolves.toBeUndefined();
  });
});
