import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { initialEsportsState } from '../../../src/application/stores/esports.store';
import { LoadEsportsToken } from '../../../src/application/use-cases/esports/load-esports-token';
import { createStore } from '../../../src/application/stores/create-store';

describe('LoadEsportsToken (spec §3 esports state: token)', () => {
  it('stores the token, or the failure', async () => {
    const state = createStore(initialEsportsState);
    await new LoadEsportsToken({ fetchToken: async () => 'esp-1' }, state).execute();
    expect(state).toMatchObject({ token: 'esp-1', tokenLoad: { status: 'succeeded' } });
    await new LoadEsportsToken({ fetchToken: () => Promise.reject(new ServiceError('network', 'offline')) }, state).execute();
    expect(state).toMatchObject({ token: null, tokenLoad: { status: 'failed', error: { code: 'no-connection' } } });
  });
});
