import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { initialVoucherState } from '../../../src/application/stores/voucher.store';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { LoadVoucherLink } from '../../../src/application/use-cases/voucher/load-voucher-link';
import type { VoucherPort } from '../../../src/application/ports/voucher.port';
import { createStore } from '../../../src/application/stores/create-store';

const policy = new RedirectPolicy('https://play.example.com', { allowedRedirectOrigins: ['https://vouchers.partner.com'] });

const port = (overrides: Partial<VoucherPort>): VoucherPort => ({
  fetchLink: async () => 'https://vouchers.partner.com/shop?token=v1',
  fetchGames: async () => [],
  ...overrides,
});

describe('LoadVoucherLink (spec §7: data.urlWithToken; every server URL passes the allowed-origins check)', () => {
  it('keeps a link on an allowed partner origin', async () => {
    const state = createStore(initialVoucherState);
    await new LoadVoucherLink(port({}), state, policy).execute();
    expect(state).toMatchObject({
      urlWithToken: 'https://vouchers.partner.com/shop?token=v1',
      linkLoad: { status: 'succeeded' },
    });
  });

  it.each(['https://evil.example/shop?token=v1', 'javascript:alert(1)'])('never makes a link of %s', async (url) => {
    const state = createStore(initialVoucherState);
    await new LoadVoucherLink(port({ fetchLink: async () => url }), state, policy).execute();
    expect(state).toMatchObject({ urlWithToken: null, linkLoad: { status: 'failed', error: { code: 'voucher-link-refused' } } });
  });

  it('stores a failed load', async () => {
    const state = createStore(initialVoucherState);
    await new LoadVoucherLink(
      port({ fetchLink: () => Promise.reject(new ServiceError('server', 'down')) }),
      state,
      policy,
    ).execute();
    expect(state.linkLoad).toEqual({ status: 'failed', error: { code: 'server-problem' } });
  });
});
