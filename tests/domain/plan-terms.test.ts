import { describe, expect, it } from 'vitest';
import { PLAN_UNLOCKS, periodEnd } from '../../src/domain/plan-terms';

const NOW = Date.parse('2026-11-25T06:00:00Z');

describe('the rules behind the plan terms', () => {
  it('a period ends its stated number of days after it starts: the next charge of a renewing plan', () => {
    expect(new Date(periodEnd(NOW, 7)!).toISOString()).toBe('2026-12-02T06:00:00.000Z');
  });

  it('claims no end, and so no next charge date, when the slot states no validity', () => {
    expect(periodEnd(NOW, 0)).toBeNull();
    expect(periodEnd(Number.NaN, 7)).toBeNull();
  });

  it('a general plan unlocks premium games and tournaments; an esports plan unlocks esports cups, not premium games', () => {
    expect(PLAN_UNLOCKS.general).toEqual(['premium-games', 'tournaments']);
    expect(PLAN_UNLOCKS.esports).toEqual(['esports-cups']);
  });
});
