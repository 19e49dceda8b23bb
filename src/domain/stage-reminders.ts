import { COMPLETED } from './tournament';
import type { ScheduledTournament } from './stage-schedule';

/** How long before a stage starts its reminder comes. */
export const REMINDER_LEAD_MS = 30 * 60_000;
/** At most this many reminders in any 24 hours: a reminder, not a nag. */
export const MAX_REMINDERS_PER_DAY = 2;
const DAY_MS = 24 * 60 * 60_000;

/** A reminder already given: for which stage, and when (ISO). */
export interface SentReminder {
  stage: string;
  at: string;
}

export interface DueReminder {
  stage: string;
  startsAt: Date;
}

/**
 * The reminder to give now, if any: a stage after the one in play whose start time the details
 * give, starting within REMINDER_LEAD_MS and not yet started, not reminded of before, and only
 * while fewer than MAX_REMINDERS_PER_DAY reminders were given in the last 24 hours. Where the
 * details give no start time there is nothing to remind of.
 */
export function dueReminder(tournament: ScheduledTournament, now: Date, sent: readonly SentReminder[]): DueReminder | null {
  if (tournament.currentState === COMPLETED) return null;
  const recent = sent.filter((item) => {
    const at = Date.parse(item.at);
    return Number.isFinite(at) && now.getTime() - at < DAY_MS;
  });
  if (recent.length >= MAX_REMINDERS_PER_DAY) return null;
  const current = tournament.stages.indexOf(tournament.currentState);
  const later = current >= 0 ? tournament.stages.slice(current + 1) : tournament.stages;
  for (const stage of later) {
    if (sent.some((item) => item.stage === stage)) continue;
    const start = Date.parse(tournament.schedule.find((item) => item.stage === stage)?.startsAt ?? '');
    if (!Number.isFinite(start)) continue;
    const left = start - now.getTime();
    if (left > 0 && left <= REMINDER_LEAD_MS) return { stage, startsAt: new Date(start) };
  }
  return null;
}

/** Whether the details give any stage start ahead to remind of. */
export function hasStagesToRemind(tournament: ScheduledTournament, now: Date): boolean {
  if (tournament.currentState === COMPLETED) return false;
  const current = tournament.stages.indexOf(tournament.currentState);
  const later = current >= 0 ? tournament.stages.slice(current + 1) : tournament.stages;
  return later.some((stage) => {
    const start = Date.parse(tournament.schedule.find((item) => item.stage === stage)?.startsAt ?? '');
    return Number.isFinite(start) && start > now.getTime();
  });
}

/** The whole minutes until the stage starts, as a reminder says them: at least 1. */
export const reminderMinutes = (due: DueReminder, now: Date): number =>
  Math.max(1, Math.round((due.startsAt.getTime() - now.getTime()) / 60_000));
