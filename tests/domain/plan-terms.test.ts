import { describe, expect, it } from 'vitest';
import type { PricingSlot } from '../../src/domain/billing';
import { formatAmount, periodEnd, planTerms } from '../../src/domain/plan-terms';

const NOW = Date.parse('2026-11-25T06:00:00Z');
const weekly: PricingSlot = {
  id: 'w',
  plan: 'general',
  name: 'Weekly',
  description: '',
  price: 25,
  currency: 'BDT',
  validityDays: 7,
};

describe('plan terms stated before the code is sent', () => {
  it('names the amount in taka, the period, its automatic renewal and the next charge date', () => {
    const terms = planTerms(weekly, NOW);
    expect(terms.amount).toBe('৳25');
    expect(terms.renewal).toBe('Renews automatically every 7 days until you cancel.');
    expect(terms.nextCharge).toBe('Next charge: 2 Dec 2026, unless you cancel before.');
    expect(terms.unlocks).toEqual(['Premium games', 'Tournaments']);
    expect(terms.howToCancel).toMatch(/Cancel any time on the Plans page/);
  });

  it('says the plan does not state VAT or a supplementary charge when the slot gives neither, and names them when it does', () => {
    expect(planTerms(weekly, NOW).charges).toEqual(['The plan does not state VAT or a supplementary charge separately.']);
    expect(planTerms({ ...weekly, vat: 3.75, supplementaryCharge: 0 }, NOW).charges).toEqual([
      'VAT: ৳3.75',
      'Supplementary charge: ৳0',
    ]);
  });

  it('claims no period and no next charge date when the slot states no validity', () => {
    const terms = planTerms({ ...weekly, validityDays: 0 }, NOW);
    expect(terms.nextCharge).toBeNull();
    expect(terms.renewal).toMatch(/does not state how long each period lasts/);
  });

  it('an esports plan unlocks esports cups, not premium games', () => {
    expect(planTerms({ ...weekly, plan: 'esports' }, NOW).unlocks).toEqual(['Esports cups']);
  });

  it('an unknown currency code is shown as given', () => {
    expect(formatAmount(5, 'XYZ1')).toBe('5 XYZ1');
    expect(periodEnd(NOW, 0)).toBeNull();
  });
});
