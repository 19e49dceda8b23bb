import { describe, expect, it, vi } from 'vitest';
import { SharedLoad } from '../../src/application/use-cases/shared-load';
import { deferred } from './games/games-fakes';

describe('SharedLoad', () => {
  it('runs a load once while it is under way and hands the same promise to every caller', async () => {
    const shared = new SharedLoad();
    const answer = deferred<void>();
    const start = vi.fn(() => answer.promise);
    const first = shared.join('a', start);
    const second = shared.join('a', start);
    expect(second).toBe(first);
    answer.resolve();
    await first;
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts afresh once the load has settled, also after a failure', async () => {
    const shared = new SharedLoad();
    const start = vi.fn(async () => Promise.reject(new Error('offline')));
    await expect(shared.join('a', start)).rejects.toThrow('offline');
    await expect(shared.join('a', start)).rejects.toThrow('offline');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts another key at once and lets it replace the current load', async () => {
    const shared = new SharedLoad();
    const held = deferred<void>();
    const start = vi.fn(() => held.promise);
    void shared.join('a', start);
    void shared.join('b', start);
    void shared.join('a', start);
    expect(start).toHaveBeenCalledTimes(3);
    held.resolve();
  });

  it('starts afresh after forget, even while the earlier load is in flight', () => {
    const shared = new SharedLoad();
    const start = vi.fn(() => new Promise<void>(() => undefined));
    void shared.join('a', start);
    shared.forget();
    void shared.join('a', start);
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('SharedLoad, a load started ahead of the screen', () => {
  it("hands its answer to the screen's first call even after it has arrived, then starts afresh", async () => {
    const shared = new SharedLoad();
    const start = vi.fn(async () => undefined);
    const ahead = shared.join('a', start, { ahead: true });
    await ahead;
    expect(shared.join('a', start)).toBe(ahead); // the screen mounts after the answer
    await shared.join('a', start); // Retry or a later visit asks again
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('is released once the screen has joined it in flight', async () => {
    const shared = new SharedLoad();
    const start = vi.fn(async () => undefined);
    const ahead = shared.join('a', start, { ahead: true });
    expect(shared.join('a', start)).toBe(ahead);
    await ahead;
    await shared.join('a', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('is not handed to a call for other data', async () => {
    const shared = new SharedLoad();
    const start = vi.fn(async () => undefined);
    await shared.join('a', start, { ahead: true });
    await shared.join('b', start);
    await shared.join('a', start);
    expect(start).toHaveBeenCalledTimes(3);
  });
});
