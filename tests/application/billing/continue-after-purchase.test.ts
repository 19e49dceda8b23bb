import { describe, expect, it } from 'vitest';
import { billingHarness } from './billing-fakes';

describe("returning after a purchase to the remembered path ('previous-url')", () => {
  it('finds the remembered in-app path', () => {
    const h = billingHarness({ storage: { 'previous-url': '/tournament?tab=register' } });
    expect(h.findReturnPath.execute()).toBe('/tournament?tab=register');
  });

  it.each(['https://evil.example/x', '//evil.example', '/plans', '/payment', '/login?x=1'])('offers nothing for %s', (stored) => {
    const h = billingHarness({ storage: { 'previous-url': stored } });
    expect(h.findReturnPath.execute()).toBeNull();
  });

  it('finds nothing when nothing is remembered', () => {
    expect(billingHarness().findReturnPath.execute()).toBeNull();
  });
});
