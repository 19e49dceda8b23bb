import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { BillingStore, initialBillingState } from '../../../src/application/stores/billing.store';
import { EsportsStore, initialEsportsState } from '../../../src/application/stores/esports.store';
import { SubscriptionStore, initialSubscriptionState } from '../../../src/application/stores/subscription.store';
import { VoucherStore, initialVoucherState } from '../../../src/application/stores/voucher.store';
import { Logout } from '../../../src/application/use-cases/auth/logout';
import { signedIn } from './billing-session';

describe('logout (spec §4: the reset clears subscription, billing, esports and voucher)', () => {
  const server = useMockServer();

  it('returns the four areas to their initial state', async () => {
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    // Logout lives in the account area, which /plans does not load by itself.
    await Promise.all([app.features.ensure('commerce'), app.features.ensure('account')]);
    const subscription = app.resolver.get(SubscriptionStore);
    await waitFor(() => expect([subscription.general.status, subscription.esports.status]).toEqual(['succeeded', 'succeeded']));
    Object.assign(app.resolver.get(BillingStore), {
      selectedPlanId: 'general',
      pricingSlotId: 'ps-weekly',
      otpSent: true,
      message: 'x',
    });
    Object.assign(app.resolver.get(EsportsStore), { token: 'esp-1' });
    Object.assign(app.resolver.get(VoucherStore), { urlWithToken: '/mock-assets/voucher?token=vch-1' });

    await app.resolver.get(Logout).execute();

    expect({ ...app.resolver.get(BillingStore) }).toEqual(initialBillingState());
    expect(JSON.parse(JSON.stringify(subscription))).toEqual(initialSubscriptionState());
    expect(JSON.parse(JSON.stringify(app.resolver.get(EsportsStore)))).toEqual(JSON.parse(JSON.stringify(initialEsportsState())));
    expect(JSON.parse(JSON.stringify(app.resolver.get(VoucherStore)))).toEqual(JSON.parse(JSON.stringify(initialVoucherState())));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });
});
