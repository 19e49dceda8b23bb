import { describe, expect, it } from 'vitest';
import { formatters } from '../../../src/ui/i18n/format';

describe('numbers, money and dates in each language (Intl)', () => {
  it('writes Bangla digits with lakh grouping and ৳ in Bangla', () => {
    const bn = formatters('bn');
    expect(bn.number(1234567)).toBe('১২,৩৪,৫৬৭');
    expect(bn.money(80)).toContain('৮০');
    expect(bn.money(80)).toContain('৳');
    expect(bn.date('2026-11-25T10:00:00Z')).toBe('২৫ নভে, ২০২৬');
  });

  it('writes one date format in English', () => {
    const en = formatters('en');
    expect(en.number(1234567)).toBe('1,234,567');
    expect(en.date('2026-11-25T10:00:00Z')).toBe('25 Nov 2026');
    expect(en.date(new Date('2026-01-02T10:00:00Z'))).toBe('2 Jan 2026');
  });

  it('shows a date the server sent that does not parse as it came', () => {
    expect(formatters('en').date('soon')).toBe('soon');
  });

  it("writes a charge's day as it is in Bangladesh, six hours ahead of UTC", () => {
    expect(formatters('en').dayInBangladesh(Date.parse('2026-11-24T19:00:00Z'))).toBe('25 Nov 2026');
  });

  it('writes a calendar day in full whatever the time zone', () => {
    expect(formatters('en').longDay('2025-03-01')).toBe('1 March 2025');
    expect(formatters('en').longDay('later')).toBe('later');
  });
});
