import { describe, expect, it } from 'vitest';
import { formatPrice, isUiRating, parseRechargeOutcome, rechargeReturnUrls, toPlatformRating } from '../../src/domain/billing';
import { esportsArenaUrl, UPCOMING_CUPS_PREVIEW } from '../../src/domain/esports';

describe('recharge return URLs (spec §5: success, cancel and error return URLs to /plans)', () => {
  it('builds /plans?recharge=success|canceled|error on the app origin', () => {
    expect(rechargeReturnUrls('https://play.example.com')).toEqual({
      ok: 'https://play.example.com/plans?recharge=success',
      deny: 'https://play.example.com/plans?recharge=canceled',
      error: 'https://play.example.com/plans?recharge=error',
    });
  });

  it('uses only the origin of what it is given (no path, no trailing slash doubling)', () => {
    expect(rechargeReturnUrls('http://127.0.0.1:4173/').ok).toBe('http://127.0.0.1:4173/plans?recharge=success');
  });

  it('reads the three outcomes back from the query and nothing else', () => {
    expect(parseRechargeOutcome('success')).toBe('success');
    expect(parseRechargeOutcome('canceled')).toBe('canceled');
    expect(parseRechargeOutcome('error')).toBe('error');
    expect(parseRechargeOutcome('cancelled')).toBeNull();
    expect(parseRechargeOutcome('SUCCESS')).toBeNull();
    expect(parseRechargeOutcome(null)).toBeNull();
  });
});

describe('cancel rating (spec §5: the platform rating is the zero-based UI rating plus one)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
  ])('UI star %i is sent as %i', (ui, platform) => {
    expect(toPlatformRating(ui)).toBe(platform);
  });

  it('refuses what is not a UI rating', () => {
    for (const bad of [-1, 5, 2.5, Number.NaN]) {
      expect(isUiRating(bad)).toBe(false);
      expect(() => toPlatformRating(bad)).toThrow(RangeError);
    }
    expect(isUiRating(null)).toBe(false);
  });
});

describe('slot display', () => {
  it('shows whole prices without decimals', () => {
    expect(formatPrice({ price: 80, currency: 'BDT' })).toBe('80 BDT');
    expect(formatPrice({ price: 2.5, currency: 'BDT' })).toBe('2.50 BDT');
  });
});

describe('esports constants', () => {
  it('previews limit 3, status 2 (spec §9) and enters the arena below the esports host', () => {
    expect(UPCOMING_CUPS_PREVIEW).toEqual({ limit: 3, status: 2 });
    expect(esportsArenaUrl('/esports')).toBe('/esports/api/arena');
    expect(esportsArenaUrl('https://esports.example/')).toBe('https://esports.example/api/arena');
  });
});
