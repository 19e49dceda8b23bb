import { describe, expect, it } from 'vitest';
import { billingHarness } from './billing-fakes';

describe("returning after a purchase to the remembered path ('previous-url')", () => {
  it('offers the remembered in-app path and goes there once', () => {
    const h = billingHarness({ storage: { 'previous-url': '/tournament?tab=register' } });
    expect(h.findReturnPath.execute()).toBe('/tournament?tab=register');
    h.continueAfterPurchase.execute();
    expect(h.navigation.visited).toEqual(['/tournament?tab=register']);
    expect(h.storage.raw()['previous-url']).toBeUndefined();
  });

  it.each(['https://evil.example/x', '//evil.example', '/plans', '/payment', '/login?x=1'])('offers nothing for %s', (stored) => {
    const h = billingHarness({ storage: { 'previous-url': stored } });
    expect(h.findReturnPath.execute()).toBeNull();
  });

  it('goes home when nothing is remembered', () => {
    const h = billingHarness();
    h.continueAfterPurchase.execute();
    expect(h.navigation.visited).toEqual(['/home']);
  });
});
