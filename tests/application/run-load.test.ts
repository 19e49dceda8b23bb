import { describe, expect, it } from 'vitest';
import { runLoad } from '../../src/application/use-cases/run-load';
import { idle, type AsyncState } from '../../src/application/stores/async-state';
import { LatestRequest } from '../../src/application/use-cases/games/latest-request';
import { deferred } from './games/games-fakes';
import { ServiceError } from '../../src/application/errors';

type ListState = AsyncState & { items: string[] };
const emptyList = (): ListState => ({ ...idle(), items: [] });

describe('runLoad', () => {
  it('shows loading and no old error while the answer is awaited', async () => {
    const state: ListState = { status: 'failed', error: { code: 'no-connection' }, items: [] };
    const answer = deferred<string[]>();
    const run = runLoad(state, () => answer.promise, {});
    expect(state).toMatchObject({ status: 'loading', error: undefined });
    answer.resolve([]);
    await run;
  });

  it('writes the answer and succeeds', async () => {
    const state = emptyList();
    const outcome = await runLoad(state, async () => ['chess'], { apply: (items) => (state.items = items) });
    expect(state).toEqual({ status: 'succeeded', error: undefined, items: ['chess'] });
    expect(outcome).toEqual({ status: 'succeeded', value: ['chess'] });
  });

  it('stores what the player reads about the failure and hands the error back', async () => {
    const state = emptyList();
    const error = new ServiceError('rejected', 'Server unavailable');
    const outcome = await runLoad(state, () => Promise.reject(error), { apply: (items) => (state.items = items) });
    expect(state).toEqual({ status: 'failed', error: { code: 'refused', message: 'Server unavailable' }, items: [] });
    expect(outcome).toEqual({ status: 'failed', error });
  });

  it("stores the flow's fallback, or the failure the flow names itself", async () => {
    const state = emptyList();
    await runLoad(state, () => Promise.reject(new ServiceError('network', 'offline')), { fallback: 'login-failed' });
    expect(state.error).toEqual({ code: 'login-failed' });
    await runLoad(state, () => Promise.reject(new ServiceError('rejected', 'Not found')), {
      failure: () => ({ code: 'game-not-found' }),
    });
    expect(state.error).toEqual({ code: 'game-not-found' });
  });

  it('fails when writing the answer fails', async () => {
    const state = emptyList();
    const outcome = await runLoad(state, async () => 'x', {
      apply: () => {
        throw new Error('Refused');
      },
    });
    expect(state.status).toBe('failed');
    expect(state.error).toEqual({ code: 'something-went-wrong' });
    expect(outcome.status).toBe('failed');
  });

  it('lets the answer say the load did not succeed after all', async () => {
    const state = emptyList();
    await runLoad(state, async () => 'unsafe', {
      apply: () => Object.assign(state, { status: 'failed', error: { code: 'voucher-link-refused' } }),
    });
    expect(state).toMatchObject({ status: 'failed', error: { code: 'voucher-link-refused' } });
  });

  it('drops an answer that a newer request has overtaken, also a failure', async () => {
    const state = emptyList();
    const requests = new LatestRequest();
    const slow = deferred<string[]>();
    const slowFailure = deferred<string[]>();
    const apply = (items: string[]) => (state.items = items);
    const first = runLoad(state, () => slow.promise, { isCurrent: requests.start('list'), apply });
    const second = runLoad(state, () => slowFailure.promise, { isCurrent: requests.start('list'), apply });
    const third = runLoad(state, async () => ['newest'], { isCurrent: requests.start('list'), apply });
    await third;
    slow.resolve(['old']);
    slowFailure.reject(new Error('old failure'));
    expect(await first).toEqual({ status: 'stale' });
    expect(await second).toEqual({ status: 'stale' });
    expect(state).toEqual({ status: 'succeeded', error: undefined, items: ['newest'] });
  });

  it('keeps data on screen without a loading state while it is fetched again', async () => {
    const state: ListState = { status: 'succeeded', error: { code: 'server-problem' }, items: ['shown'] };
    const answer = deferred<string[]>();
    const run = runLoad(state, () => answer.promise, { keepShown: true, apply: (items) => (state.items = items) });
    expect(state).toEqual({ status: 'succeeded', error: undefined, items: ['shown'] });
    answer.resolve(['fresh']);
    await run;
    expect(state.items).toEqual(['fresh']);
  });

  it('writes into the area on screen when a reset replaced its status object', async () => {
    const store = { load: idle() };
    const before = store.load;
    const answer = deferred<string>();
    const run = runLoad(
      () => store.load,
      () => answer.promise,
      {},
    );
    store.load = idle();
    answer.resolve('token');
    await run;
    expect(store.load.status).toBe('succeeded');
    expect(before.status).toBe('loading');
  });
});
