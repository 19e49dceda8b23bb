import { COMPLETED, type StageTime } from './tournament';

/** What the countdown reads from the tournament details. */
export interface ScheduledTournament {
  currentState: string;
  stages: readonly string[];
  endsAt: string;
  schedule: readonly StageTime[];
}

/** What comes next on the tournament's clock: the start of a stage, or the end of the tournament. */
export type NextMilestone = { kind: 'stage'; stage: string; at: Date } | { kind: 'end'; at: Date };

const timeOf = (iso: string): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? time : null;
};

/**
 * The next thing to count down to, from what the details give: the next stage after the one in
 * play whose start time is known and still ahead, else the tournament's end when it is known and
 * still ahead. Null when the details give no such time (nothing is invented) or the tournament is over.
 */
export function nextMilestone(tournament: ScheduledTournament, now: Date): NextMilestone | null {
  if (tournament.currentState === COMPLETED) return null;
  const current = tournament.stages.indexOf(tournament.currentState);
  const later = current >= 0 ? tournament.stages.slice(current + 1) : [];
  for (const stage of later) {
    const time = timeOf(tournament.schedule.find((item) => item.stage === stage)?.startsAt ?? '');
    if (time !== null && time > now.getTime()) return { kind: 'stage', stage, at: new Date(time) };
  }
  const end = timeOf(tournament.endsAt);
  return end !== null && end > now.getTime() ? { kind: 'end', at: new Date(end) } : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * A countdown split as people say it: the time left in whole days, hours, minutes and seconds (the
 * UI shows the two largest units: '2 d 5 h', '3 h 12 min', '4 min 09 s', '45 s'). Time already
 * past counts as nothing left.
 */
export function countdownParts(ms: number): CountdownParts {
  const left = Math.max(0, ms);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / 1000),
  };
}
