import { describe, expect, it } from 'vitest';
import { toTournament, tournamentDto } from '../../../src/adapters/http/tournament-schemas';

const read = (stageSchedule: unknown) => toTournament(tournamentDto.parse({ currentState: 'SEMI-FINAL', stageSchedule }));

describe('the tournament answer’s stage schedule (not in the spec: read leniently)', () => {
  it('reads each stage and its start time', () => {
    expect(read([{ stage: 'FINAL', startsAt: '2026-12-04T18:00:00Z' }]).schedule).toEqual([
      { stage: 'FINAL', startsAt: '2026-12-04T18:00:00Z' },
    ]);
  });

  it('drops items without a stage or a readable time, and reads anything else as no schedule', () => {
    const schedule = [
      { stage: 'FINAL' },
      { stage: '', startsAt: '2026-12-04T18:00:00Z' },
      { stage: 'FINAL', startsAt: 'soon' },
      'FINAL',
      null,
      { stage: 'SEMI-FINAL', startsAt: '2026-12-01T18:00:00Z' },
    ];
    expect(read(schedule).schedule).toEqual([{ stage: 'SEMI-FINAL', startsAt: '2026-12-01T18:00:00Z' }]);
    expect(read('tomorrow').schedule).toEqual([]);
    expect(read(undefined).schedule).toEqual([]);
  });
});
