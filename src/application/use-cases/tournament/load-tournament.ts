import type { AppConfig } from '../../config';
import type { TournamentPort } from '../../ports/tournament.port';
import type { TournamentState } from '../../stores/tournament.store';
import type { ShowNotification } from '../notifications/show-notification';
import { hasQualified, type Tournament } from '../../../domain/tournament';
import type { AsyncState } from '../../stores/async-state';
import { runLoad } from '../run-load';
import { SharedLoad, type LoadOptions } from '../shared-load';

/**
 * Loads what the tournament screen shows about the configured tournament (spec §7: "GET
 * /tournament/details/{org}/{tournamentId} reads data.tournament", "GET /tournament/open/status
 * reads data.isOpen", "GET /tournament/current/{org} reads data"), each with its own
 * idle → loading → succeeded | failed state, so one failure never blanks the others.
 */
export class LoadTournament {
  constructor(
    private readonly tournaments: TournamentPort,
    private readonly config: Pick<AppConfig, 'tournament'>,
    private readonly state: TournamentState,
    private readonly notify: ShowNotification,
  ) {}

  private readonly shared = new SharedLoad<'tournament'>();

  /** Bumped by every load: the answers of an older load (a stalled call Retry gave up on) are dropped. */
  private loads = 0;

  /** A call while the tournament is loading joins that load (see SharedLoad). */
  execute(options?: LoadOptions): Promise<void> {
    return this.shared.join('tournament', () => this.loadAll(), options);
  }

  /**
   * Retry while the details call is still on its way (stalled, decision 0054): a fresh load, and
   * the stalled calls' late answers are dropped.
   */
  retry(): Promise<void> {
    this.shared.forget();
    return this.execute();
  }

  private async loadAll(): Promise<void> {
    const load = ++this.loads;
    const isCurrent = () => load === this.loads;
    const { org, id } = this.config.tournament;
    await Promise.all([
      this.load(
        isCurrent,
        this.state.details,
        () => this.tournaments.details(org, id),
        (tournament) => {
          this.state.details.tournament = tournament;
          this.announceQualification(tournament);
        },
      ),
      this.load(
        isCurrent,
        this.state.openStatus,
        () => this.tournaments.isOpen(),
        (isOpen) => {
          this.state.openStatus.isOpen = isOpen;
        },
      ),
      this.load(
        isCurrent,
        this.state.current,
        () => this.tournaments.current(org),
        (tournament) => {
          this.state.current.tournament = tournament;
        },
      ),
    ]);
  }

  private async load<T>(
    isCurrent: () => boolean,
    area: AsyncState,
    call: () => Promise<T>,
    apply: (value: T) => void,
  ): Promise<void> {
    await runLoad(area, call, { apply, isCurrent });
  }

  /**
   * Spec §4 "A 'tournament qualified' modal also exists": shown once per tournament and stage
   * reached. Its sentence names the stage and the tournament; the UI words it (a notice).
   */
  private announceQualification(tournament: Tournament): void {
    if (!hasQualified(tournament)) return;
    const key = `${tournament.id}:${tournament.userState}`;
    if (this.state.qualifiedShownFor === key) return;
    this.state.qualifiedShownFor = key;
    this.notify.execute({
      type: 'success',
      title: { code: 'tournament-qualified-title' },
      text: { code: 'tournament-qualified', stage: tournament.userState ?? '', tournamentName: tournament.name },
    });
  }
}
