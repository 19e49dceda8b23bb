import { ref } from 'valtio/vanilla';
import type { AppConfig } from '../../config';
import type { TournamentPort } from '../../ports/tournament.port';
import type { TournamentState } from '../../stores/tournament.store';
import { FINAL } from '../../../domain/tournament';
import { loadUnlessLoading } from '../load-unless-loading';

/** A board read into its own area of the tournament state (the home widget's, the winners'). */
abstract class BoardListLoad {
  constructor(
    private readonly tournaments: TournamentPort,
    private readonly config: Pick<AppConfig, 'tournament'>,
    private readonly state: TournamentState,
  ) {}

  protected async load(area: 'home' | 'winners', stage?: typeof FINAL): Promise<void> {
    const { org, id } = this.config.tournament;
    const stages = stage ? [stage] : [];
    await loadUnlessLoading(this.state, area, () => this.tournaments.leaderboard(org, id, ...stages), {
      // A plain reference: a board of any size is stored without making each entry reactive.
      apply: (entries) => (this.state[area].entries = ref(entries)),
    });
  }
}

/** Spec §7: "The same call without stage serves home": the board of the home page's widget. */
export class LoadHomeLeaderboard extends BoardListLoad {
  execute(): Promise<void> {
    return this.load('home');
  }
}

/** Spec §7: "stage FINAL serves winners". */
export class LoadWinners extends BoardListLoad {
  execute(): Promise<void> {
    return this.load('winners', FINAL);
  }
}
