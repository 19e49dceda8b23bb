import { timer, type Subscription } from 'rxjs';
import type { BrowserActivityPort } from '../../ports/browser-activity.port';
import type { Clock } from '../../ports/clock.port';
import type { PushSubscriptionPort } from '../../ports/push-subscription.port';
import type { ReminderStoragePort, StoredReminders } from '../../ports/reminder-storage.port';
import type { AuthState } from '../../stores/auth.store';
import type { TournamentState } from '../../stores/tournament.store';
import type { ShowToast } from '../notifications/show-toast';
import { dueReminder, reminderMinutes } from '../../../domain/stage-reminders';
import type { Notice } from '../../notices';
import { isRegistered, type Tournament } from '../../../domain/tournament';
import { PATHS } from '../../../domain/route-paths';

/** How often the portal looks whether a reminder is due while it is open. */
export const REMINDER_CHECK_MS = 60_000;
/** Reminders already given are kept this many at most (a tournament has a handful of stages). */
const SENT_KEPT = 10;

/**
 * Reminders before each stage for a registered player (30 minutes before, at most two a day; the
 * rule is in domain/stage-reminders). Without a server that sends pushes for stages, a reminder
 * can only come from the portal itself while it is open in the browser: a system notification
 * when the tab is in the background and the player allowed notifications, otherwise an in-app
 * notice. With the portal closed, no reminder comes; the screen says so (docs/decisions).
 */
/** A stage reminder worded for a system notification. */
export type ReminderWords = (notice: Extract<Notice, { code: 'stage-reminder' }>) => { title: string; body: string };

export class StageReminders {
  private running: Subscription | undefined;
  private words: ReminderWords | undefined;

  constructor(
    private readonly storage: ReminderStoragePort,
    private readonly push: PushSubscriptionPort,
    private readonly activity: BrowserActivityPort,
    private readonly toast: ShowToast,
    private readonly state: TournamentState,
    private readonly auth: AuthState,
    private readonly clock: Clock,
  ) {}

  /** Reads the player's stored choice for the tournament on screen into the store. */
  load(): void {
    this.state.reminders = { on: this.mine()?.on ?? false, systemNotifications: this.push.permission() === 'granted' };
  }

  /** Turns reminders on, asking once for permission to show them as notifications. */
  async turnOn(): Promise<void> {
    const target = this.target();
    if (!target) return;
    let permission = this.push.permission();
    if (permission === 'default') permission = await this.push.requestPermission().catch(() => 'denied' as const);
    this.save({ ...this.stored(target), on: true });
    this.state.reminders = { on: true, systemNotifications: permission === 'granted' };
    this.check();
  }

  turnOff(): void {
    const target = this.target();
    if (target) this.save({ ...this.stored(target), on: false });
    this.state.reminders.on = false;
  }

  /**
   * The words of a reminder shown as a system notification (outside the page, so worded before it
   * is handed over), in the player's language: given by the UI, which owns the wording.
   */
  wordWith(words: ReminderWords): void {
    this.words = words;
  }

  /** Looks for a due reminder now and then every minute, for as long as the portal stays open. */
  start(): void {
    this.running ??= timer(0, REMINDER_CHECK_MS).subscribe(() => this.check());
  }

  check(): void {
    const target = this.target();
    const stored = target ? this.mine() : null;
    if (!target || !stored?.on) return;
    const now = this.clock();
    const due = dueReminder(target.tournament, now, stored.sent);
    if (!due) return;
    this.save({ ...stored, sent: [...stored.sent, { stage: due.stage, at: now.toISOString() }].slice(-SENT_KEPT) });
    // Inside the page the UI words the reminder in the player's language (a notice).
    const { name } = target.tournament;
    const notice = {
      code: 'stage-reminder' as const,
      stage: due.stage,
      tournamentName: name,
      minutes: reminderMinutes(due, now),
    };
    const words = this.words;
    if (words && !this.activity.isVisible() && this.push.permission() === 'granted') {
      this.push.notify({ ...words(notice), imageUrl: null, targetUrl: PATHS.tournament }).catch(() => this.toast.execute(notice));
    } else {
      this.toast.execute(notice);
    }
  }

  /** The registered player and their tournament; null for anyone else. */
  private target(): { userId: string; tournament: Tournament } | null {
    const tournament = this.state.details.tournament;
    const userId = this.auth.userId;
    return tournament && userId && this.auth.token && isRegistered(tournament) ? { userId, tournament } : null;
  }

  private mine(): StoredReminders | null {
    const target = this.target();
    const stored = this.storage.read();
    return target && stored && stored.userId === target.userId && stored.tournamentId === target.tournament.id ? stored : null;
  }

  private stored(target: { userId: string; tournament: Tournament }): StoredReminders {
    return this.mine() ?? { userId: target.userId, tournamentId: target.tournament.id, on: false, sent: [] };
  }

  private save(value: StoredReminders): void {
    this.storage.write(value);
  }
}
