import { describe, expect, it } from 'vitest';
import { dueReminder, hasStagesToRemind, REMINDER_LEAD_MS } from '../../src/domain/stage-reminders';

const at = (iso: string) => new Date(iso);
const tournament = {
  currentState: 'QUALIFIER',
  stages: ['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL'],
  endsAt: '2026-12-10T18:00:00Z',
  schedule: [
    { stage: 'FIRST-ROUND', startsAt: '2026-12-01T12:00:00Z' },
    { stage: 'SEMI-FINAL', startsAt: '2026-12-01T15:00:00Z' },
    { stage: 'FINAL', startsAt: '2026-12-01T18:00:00Z' },
  ],
};

describe('stage reminders', () => {
  it('a reminder is due in the half hour before a stage starts, not earlier and not once it started', () => {
    expect(dueReminder(tournament, at('2026-12-01T11:29:00Z'), [])).toBeNull();
    expect(dueReminder(tournament, at('2026-12-01T11:30:00Z'), [])).toEqual({
      stage: 'FIRST-ROUND',
      startsAt: at('2026-12-01T12:00:00Z'),
    });
    expect(dueReminder(tournament, at('2026-12-01T12:00:00Z'), [])).toBeNull();
    expect(REMINDER_LEAD_MS).toBe(30 * 60_000);
  });

  it('reminds of each stage once', () => {
    const sent = [{ stage: 'FIRST-ROUND', at: '2026-12-01T11:30:00Z' }];
    expect(dueReminder(tournament, at('2026-12-01T11:45:00Z'), sent)).toBeNull();
  });

  it('gives at most two reminders in any 24 hours', () => {
    const sent = [
      { stage: 'FIRST-ROUND', at: '2026-12-01T11:30:00Z' },
      { stage: 'SEMI-FINAL', at: '2026-12-01T14:30:00Z' },
    ];
    expect(dueReminder(tournament, at('2026-12-01T17:40:00Z'), sent)).toBeNull();
    const dayLater = {
      ...tournament,
      schedule: [...tournament.schedule.slice(0, 2), { stage: 'FINAL', startsAt: '2026-12-02T18:00:00Z' }],
    };
    expect(dueReminder(dayLater, at('2026-12-02T17:40:00Z'), sent)?.stage).toBe('FINAL');
  });

  it('has nothing to remind of where the details give no start time, or once the tournament is over', () => {
    expect(dueReminder({ ...tournament, schedule: [] }, at('2026-12-01T11:45:00Z'), [])).toBeNull();
    expect(hasStagesToRemind({ ...tournament, schedule: [] }, at('2026-12-01T10:00:00Z'))).toBe(false);
    expect(hasStagesToRemind(tournament, at('2026-12-01T10:00:00Z'))).toBe(true);
    expect(hasStagesToRemind({ ...tournament, currentState: 'COMPLETED' }, at('2026-12-01T10:00:00Z'))).toBe(false);
  });
});
