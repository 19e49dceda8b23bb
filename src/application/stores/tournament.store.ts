import { ref } from 'valtio/vanilla';
import { token } from '../token';
import type { Tournament } from '../../domain/tournament';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import type { OwnStanding } from '../../domain/leaderboard-standing';
import { NO_RANK_CHANGES, type RankChanges } from '../../domain/rank-changes';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/**
 * The live stream as the screen shows it: 'Live' when open, 'Stream connection lost' when lost;
 * 'paused' while the tab has been hidden long enough for the stream to be closed.
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'lost' | 'paused';

/** What went wrong with the live stream, as a code the screen words. */
export type StreamProblem = 'connection-lost';

export interface LeaderboardBoardState extends AsyncState {
  /** The stage picked in the selector; null until the details say which stage is current. */
  stage: string | null;
  entries: LeaderboardEntry[];
  live: LiveStatus;
  /** 'connection-lost' while the live stream is down (the screen words it: spec §8 'Stream connection lost'); null otherwise. */
  streamError: StreamProblem | null;
  /** ISO time of the last board received (fetch or live update). */
  lastUpdated: string | null;
  /** The signed-in user's own row in this board, if they are on it. */
  own: LeaderboardEntry | null;
  /** Where the signed-in user stands: the player above, points to pass, the rows around them. */
  standing: OwnStanding | null;
  /** Places each player moved in the last update of this stage's board (empty after a stage change). */
  changes: RankChanges;
  /** Places the signed-in user moved in the last update; null when they did not move. */
  ownChange: number | null;
}

export interface BoardListState extends AsyncState {
  entries: LeaderboardEntry[];
}

/**
 * The spec's tournament state area (spelled 'tournamnet' in spec §3's list of client state areas).
 * Not in the spec's logout reset list: the screen reloads the details when the token changes, so
 * the user-specific userState never outlives a logout on screen.
 */
export interface TournamentState {
  details: AsyncState & { tournament: Tournament | null };
  openStatus: AsyncState & { isOpen: boolean | null };
  current: AsyncState & { tournament: Tournament | null };
  /** The home page's board (the leaderboard call without a stage). */
  home: BoardListState;
  /** Spec §7 "stage FINAL serves winners". */
  winners: BoardListState;
  board: LeaderboardBoardState;
  registration: AsyncState;
  /** Stage reminders: whether the player turned them on, and whether the browser lets them show as notifications. */
  reminders: { on: boolean; systemNotifications: boolean };
  /** `${tournamentId}:${stage}` the 'tournament qualified' modal was last shown for (once each). */
  qualifiedShownFor: string | null;
}

export const initialBoardState = (): LeaderboardBoardState => ({
  status: 'idle',
  error: undefined,
  stage: null,
  entries: [],
  live: 'off',
  streamError: null,
  lastUpdated: null,
  own: null,
  standing: null,
  // Plain references: a board's changes and standing are replaced whole, never edited in place.
  changes: ref(NO_RANK_CHANGES),
  ownChange: null,
});

export const initialTournamentState = (): TournamentState => ({
  details: { status: 'idle', error: undefined, tournament: null },
  openStatus: { status: 'idle', error: undefined, isOpen: null },
  current: { status: 'idle', error: undefined, tournament: null },
  home: { status: 'idle', error: undefined, entries: [] },
  winners: { status: 'idle', error: undefined, entries: [] },
  board: initialBoardState(),
  registration: { status: 'idle', error: undefined },
  reminders: { on: false, systemNotifications: false },
  qualifiedShownFor: null,
});
export const createTournamentStore = (): TournamentState => createStore(initialTournamentState);
export const TournamentStore = token<TournamentState>('TournamentStore');
