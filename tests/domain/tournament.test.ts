import { describe, expect, it } from 'vitest';
import { hasQualified, isRegistered, stageLabel, winnersDecided } from '../../src/domain/tournament';

const stages = ['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL'];

describe('tournament rules', () => {
  it('a user is registered once they have a userState', () => {
    expect(isRegistered({ userState: null })).toBe(false);
    expect(isRegistered({ userState: 'FIRST-ROUND' })).toBe(true);
  });

  it('a user qualified when they reached the stage in play beyond the one registration starts in', () => {
    expect(hasQualified({ userState: 'SEMI-FINAL', currentState: 'SEMI-FINAL', stages })).toBe(true);
    expect(hasQualified({ userState: 'FINAL', currentState: 'FINAL', stages })).toBe(true);
  });

  it('a fresh registration, a user left behind or a guest has not qualified', () => {
    expect(hasQualified({ userState: 'FIRST-ROUND', currentState: 'FIRST-ROUND', stages })).toBe(false);
    expect(hasQualified({ userState: 'FIRST-ROUND', currentState: 'SEMI-FINAL', stages })).toBe(false);
    expect(hasQualified({ userState: null, currentState: 'SEMI-FINAL', stages })).toBe(false);
  });

  it('labels stages for people', () => {
    expect(stageLabel('SEMI-FINAL')).toBe('Semi-final');
    expect(stageLabel('FINAL')).toBe('Final');
  });
});

describe('winners', () => {
  it('are decided once the tournament is completed, not while the final is played', () => {
    expect(winnersDecided({ currentState: 'FINAL' })).toBe(false);
    expect(winnersDecided({ currentState: 'COMPLETED' })).toBe(true);
  });
});
