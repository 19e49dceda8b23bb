import { describe, expect, it } from 'vitest';
import { priceFormat } from '../../../src/ui/i18n/price';

describe('prices in each language', () => {
  it('writes an amount in taka with ৳, in Bangla with Bangla digits and the sign after', () => {
    expect(priceFormat('en').amount(25, 'BDT')).toBe('৳25');
    expect(priceFormat('en').amount(2.5, '')).toBe('৳2.5');
    expect(priceFormat('bn').amount(25, 'BDT')).toBe('২৫৳');
  });

  it('writes an amount in another currency as its number and the code the server gave', () => {
    expect(priceFormat('en').amount(1200, 'USD')).toBe('1,200 USD');
    expect(priceFormat('bn').amount(5, 'USD')).toBe('৫ USD');
  });

  it("writes an offer's price as the catalogue gives it in English and in taka in Bangla", () => {
    expect(priceFormat('en').offer({ price: 25, currency: 'BDT' })).toBe('25 BDT');
    expect(priceFormat('bn').offer({ price: 25, currency: 'BDT' })).toBe('২৫৳');
  });
});
