import { describe, expect, it } from 'vitest';
import { countdownParts, nextMilestone } from '../../src/domain/stage-schedule';

const NOW = new Date('2026-11-25T10:00:00Z');
const tournament = {
  currentState: 'SEMI-FINAL',
  stages: ['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL'],
  endsAt: '2026-12-10T18:00:00Z',
  schedule: [
    { stage: 'QUALIFIER', startsAt: '2026-11-10T10:00:00Z' },
    { stage: 'SEMI-FINAL', startsAt: '2026-11-22T10:00:00Z' },
    { stage: 'FINAL', startsAt: '2026-12-04T18:00:00Z' },
  ],
};

describe('the next milestone of a tournament', () => {
  it('is the start of the next stage when the details give its time', () => {
    expect(nextMilestone(tournament, NOW)).toEqual({ kind: 'stage', stage: 'FINAL', at: new Date('2026-12-04T18:00:00Z') });
  });

  it('is the end of the tournament in its last stage, or when the next stage has no time', () => {
    expect(nextMilestone({ ...tournament, currentState: 'FINAL' }, NOW)).toEqual({
      kind: 'end',
      at: new Date('2026-12-10T18:00:00Z'),
    });
    expect(nextMilestone({ ...tournament, schedule: [] }, NOW)?.kind).toBe('end');
  });

  it('is nothing when the details give no time ahead, rather than an invented one', () => {
    expect(nextMilestone({ ...tournament, schedule: [], endsAt: '' }, NOW)).toBeNull();
    expect(nextMilestone({ ...tournament, schedule: [], endsAt: 'soon' }, NOW)).toBeNull();
    expect(nextMilestone({ ...tournament, schedule: [], endsAt: '2026-11-01T00:00:00Z' }, NOW)).toBeNull();
  });

  it('is nothing once the tournament is completed', () => {
    expect(nextMilestone({ ...tournament, currentState: 'COMPLETED' }, NOW)).toBeNull();
  });
});

describe('a countdown split as people say it', () => {
  it('splits the time left into whole days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 5) * 60 + 7) * 60_000)).toEqual({ days: 2, hours: 5, minutes: 7, seconds: 0 });
    expect(countdownParts((3 * 60 + 12) * 60_000 + 5_999)).toEqual({ days: 0, hours: 3, minutes: 12, seconds: 5 });
    expect(countdownParts(45_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 45 });
  });

  it('counts time already past as nothing left', () => {
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
