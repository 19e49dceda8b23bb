import type { AppConfig } from '../../config';
import { ServiceError } from '../../errors';
import { endedSession } from '../../failure-text';
import { runLoad } from '../run-load';
import type { NavigationPort } from '../../ports/navigation.port';
import type { TournamentPort } from '../../ports/tournament.port';
import type { TournamentState } from '../../stores/tournament.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { RememberReturnPath } from '../session/remember-return-path';
import type { RequireLogin } from '../games/require-login';
import { REGISTERED_STATE } from '../../../domain/tournament';
import { PATHS } from '../../../domain/route-paths';

/** Spec §8 "Tournament registration: error code 'Not Premium User' redirects to /plans." */
// eslint-disable-next-line no-restricted-syntax -- the server's error code, compared and never shown
export const NOT_PREMIUM_USER = 'Not Premium User';

/**
 * POST /tournament/registration/{org} {tournamentid} (spec §7). Registration is for premium users
 * (spec §6), and the server decides: its code 'Not Premium User' sends the user to /plans, with
 * the current path remembered first so they can come back (spec §2). Success (status OK, spec §5)
 * shows the 'successfully registered' modal and userState becomes FIRST-ROUND (spec §3, §4).
 * Other failures show the server's message or 'Something went wrong' (spec §8). A guest logs in first.
 */
export class RegisterForTournament {
  constructor(
    private readonly tournaments: TournamentPort,
    private readonly config: Pick<AppConfig, 'tournament'>,
    private readonly state: TournamentState,
    private readonly requireLogin: RequireLogin,
    private readonly rememberReturnPath: RememberReturnPath,
    private readonly navigation: NavigationPort,
    private readonly notify: ShowNotification,
  ) {}

  async execute(): Promise<void> {
    if (this.state.registration.status === 'loading' || !this.requireLogin.execute()) return;
    const { org, id } = this.config.tournament;
    const registration = await runLoad(this.state.registration, () => this.tournaments.register(org, id), {
      apply: () => {
        const tournament = this.state.details.tournament;
        if (tournament) tournament.userState = REGISTERED_STATE;
        this.notify.execute({
          type: 'success',
          title: { code: 'successfully-registered' },
          text: { code: 'tournament-registered', tournamentName: tournament?.name ?? '' },
        });
      },
      fallback: 'something-went-wrong',
    });
    if (registration.status !== 'failed') return;
    const { error } = registration;
    if (error instanceof ServiceError && error.code === NOT_PREMIUM_USER) {
      this.rememberReturnPath.execute(this.navigation.currentPath());
      this.navigation.go(PATHS.plans);
      return;
    }
    // A 401 has already ended the session and gone to /login: nothing more to say.
    if (endedSession(error)) return;
    this.notify.failed(error, 'something-went-wrong');
  }
}
