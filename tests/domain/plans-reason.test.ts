import { describe, expect, it } from 'vitest';
import { plansReasonFor } from '../../src/domain/plans-reason';

describe('why /plans opened', () => {
  it.each([
    ['/tournament', 'tournament'],
    ['/tournament?stage=FINAL', 'tournament'],
    ['/game-details/neon-2048', 'premium-game'],
    ['/play/neon-2048', 'premium-game'],
  ])('%s → %s', (path, feature) => {
    expect(plansReasonFor(path)?.feature).toBe(feature);
  });

  it('no remembered path, or one no plan unlocks, gives no reason', () => {
    expect(plansReasonFor(null)).toBeNull();
    expect(plansReasonFor('/home')).toBeNull();
    expect(plansReasonFor('/tournaments-archive')).toBeNull();
  });
});
