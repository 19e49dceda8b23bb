import { ref } from 'valtio/vanilla';
import type { AppConfig } from '../../config';
import type { TournamentPort } from '../../ports/tournament.port';
import type { BoardListState, TournamentState } from '../../stores/tournament.store';
import { FINAL } from '../../../domain/tournament';
import { runLoad } from '../run-load';

async function loadInto(area: BoardListState, call: () => Promise<BoardListState['entries']>): Promise<void> {
  if (area.status === 'loading') return;
  // A plain reference: a board of any size is stored without making each entry reactive.
  await runLoad(area, call, { apply: (entries) => (area.entries = ref(entries)) });
}

/** Spec §7: "The same call without stage serves home": the board of the home page's widget. */
export class LoadHomeLeaderboard {
  constructor(
    private readonly tournaments: TournamentPort,
    private readonly config: Pick<AppConfig, 'tournament'>,
    private readonly state: TournamentState,
  ) {}

  execute(): Promise<void> {
    const { org, id } = this.config.tournament;
    return loadInto(this.state.home, () => this.tournaments.leaderboard(org, id));
  }
}

/** Spec §7: "stage FINAL serves winners". */
export class LoadWinners {
  constructor(
    private readonly tournaments: TournamentPort,
    private readonly config: Pick<AppConfig, 'tournament'>,
    private readonly state: TournamentState,
  ) {}

  execute(): Promise<void> {
    const { org, id } = this.config.tournament;
    return loadInto(this.state.winners, () => this.tournaments.leaderboard(org, id, FINAL));
  }
}
