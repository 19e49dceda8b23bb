import { describe, expect, it } from 'vitest';
import { runLoad } from '../../src/application/use-cases/run-load';
import { idle, type AsyncState } from '../../src/application/stores/async-state';
import { LatestRequest } from '../../src/application/use-cases/games/latest-request';
import { deferred } from './games/games-fakes';

type ListState = AsyncState & { items: string[] };
const emptyList = (): ListState => ({ ...idle(), items: [] });
const failureText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

describe('runLoad', () => {
  it('shows loading and no old error while the answer is awaited', async () => {
    const state: ListState = { status: 'failed', error: 'offline', items: [] };
    const answer = deferred<string[]>();
    const run = runLoad(state, () => answer.promise, { failureText });
    expect(state).toMatchObject({ status: 'loading', error: undefined });
    answer.resolve([]);
    await run;
  });

  it('writes the answer and succeeds', async () => {
    const state = emptyList();
    const outcome = await runLoad(state, async () => ['chess'], { apply: (items) => (state.items = items), failureText });
    expect(state).toEqual({ status: 'succeeded', error: undefined, items: ['chess'] });
    expect(outcome).toEqual({ status: 'succeeded', value: ['chess'] });
  });

  it('stores the failure text and hands the error back', async () => {
    const state = emptyList();
    const error = new Error('Server unavailable');
    const outcome = await runLoad(state, () => Promise.reject(error), { apply: (items) => (state.items = items), failureText });
    expect(state).toEqual({ status: 'failed', error: 'Server unavailable', items: [] });
    expect(outcome).toEqual({ status: 'failed', error });
  });

  it('fails when writing the answer fails', async () => {
    const state = emptyList();
    const outcome = await runLoad(state, async () => 'x', {
      apply: () => {
        throw new Error('Refused');
      },
      failureText,
    });
    expect(state.status).toBe('failed');
    expect(state.error).toBe('Refused');
    expect(outcome.status).toBe('failed');
  });

  it('lets the answer say the load did not succeed after all', async () => {
    const state = emptyList();
    await runLoad(state, async () => 'unsafe', {
      apply: () => Object.assign(state, { status: 'failed', error: 'Refused link' }),
      failureText,
    });
    expect(state).toMatchObject({ status: 'failed', error: 'Refused link' });
  });

  it('drops an answer that a newer request has overtaken, also a failure', async () => {
    const state = emptyList();
    const requests = new LatestRequest();
    const slow = deferred<string[]>();
    const slowFailure = deferred<string[]>();
    const apply = (items: string[]) => (state.items = items);
    const first = runLoad(state, () => slow.promise, { isCurrent: requests.start('list'), apply, failureText });
    const second = runLoad(state, () => slowFailure.promise, { isCurrent: requests.start('list'), apply, failureText });
    const third = runLoad(state, async () => ['newest'], { isCurrent: requests.start('list'), apply, failureText });
    await third;
    slow.resolve(['old']);
    slowFailure.reject(new Error('old failure'));
    expect(await first).toEqual({ status: 'stale' });
    expect(await second).toEqual({ status: 'stale' });
    expect(state).toEqual({ status: 'succeeded', error: undefined, items: ['newest'] });
  });

  it('keeps data on screen without a loading state while it is fetched again', async () => {
    const state: ListState = { status: 'succeeded', error: 'stale note', items: ['shown'] };
    const answer = deferred<string[]>();
    const run = runLoad(state, () => answer.promise, { keepShown: true, apply: (items) => (state.items = items), failureText });
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
      { failureText },
    );
    store.load = idle();
    answer.resolve('token');
    await run;
    expect(store.load.status).toBe('succeeded');
    expect(before.status).toBe('loading');
  });
});
