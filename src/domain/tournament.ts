/** When a stage starts, as the tournament details give it. */
export interface StageTime {
  stage: string;
  /** ISO date-time. */
  startsAt: string;
}

/**
 * Spec §3 "Tournament: Details: currentState and userState. userState becomes FIRST-ROUND after
 * registration. Open status: isOpen." The other fields (name, prize, dates, banner, game) are what
 * a tournament screen needs; the spec does not show them.
 */
export interface Tournament {
  id: string;
  org: string;
  name: string;
  description: string;
  /** A stage name ('QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL') or 'COMPLETED'. */
  currentState: string;
  /** The signed-in user's stage; null for a guest or a user who has not registered. */
  userState: string | null;
  /** The stages in play order. */
  stages: string[];
  /** The game the tournament is played on (sent as `gamecode` when starting a tournament game). */
  gameCode: string;
  prize: string;
  startsAt: string;
  endsAt: string;
  bannerUrl: string | null;
  /** When stages start, where the details say (none: the screen counts down to nothing it does not know). */
  schedule: StageTime[];
}

/** Spec §3 "userState becomes FIRST-ROUND after registration." */
export const REGISTERED_STATE = 'FIRST-ROUND';
export const COMPLETED = 'COMPLETED';
export const FINAL = 'FINAL';

export const isRegistered = (tournament: Pick<Tournament, 'userState'>): boolean => Boolean(tournament.userState);

/**
 * Spec §4 "a 'tournament qualified' modal also exists"; when it applies is not shown. Our rule:
 * the user qualified when their state is the stage being played now and that stage comes after
 * the one a registration starts in (FIRST-ROUND), i.e. they advanced into it by playing.
 */
export function hasQualified(tournament: Pick<Tournament, 'userState' | 'currentState' | 'stages'>): boolean {
  const { userState, currentState, stages } = tournament;
  if (!userState || userState !== currentState) return false;
  const reached = stages.indexOf(userState);
  const start = stages.indexOf(REGISTERED_STATE);
  return reached >= 0 && start >= 0 && reached > start;
}

/** A readable stage label: 'SEMI-FINAL' → 'Semi-final'. */
export function stageLabel(stage: string): string {
  const words = stage.toLowerCase().replace(/_/g, '-');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The winners are known once the final is over: while the final is played, its board is still live. */
export const winnersDecided = (tournament: Pick<Tournament, 'currentState'>): boolean => tournament.currentState === COMPLETED;
