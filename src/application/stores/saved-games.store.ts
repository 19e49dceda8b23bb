import { token } from '../token';
import type { BundledGames, SavedGame } from '../../domain/saved-games';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/**
 * Why a game could not be saved on the device: no room left, no network for its files, or the
 * browser refused for another reason.
 */
export type SaveProblem = 'no-room' | 'no-network' | 'not-possible';

/** The bundled games' sizes, the titles saved on the device, and the storage figure of the profile. */
export interface SavedGamesState extends AsyncState {
  /** null until /games/files.json has been read. */
  bundled: BundledGames | null;
  saved: SavedGame[];
  /** The uniqueName being saved or removed, for the button's pending state. */
  busy: string | null;
  /** The last save that failed, and why (the game page words it), for its game page. */
  failure: { uniqueName: string; problem: SaveProblem } | null;
  /** navigator.storage.estimate(); null where the browser does not say. */
  usage: number | null;
  quota: number | null;
}

export const initialSavedGamesState = (): SavedGamesState => ({
  status: 'idle',
  error: undefined,
  bundled: null,
  saved: [],
  busy: null,
  failure: null,
  usage: null,
  quota: null,
});
export const createSavedGamesStore = (): SavedGamesState => createStore(initialSavedGamesState);
export const SavedGamesStore = token<SavedGamesState>('SavedGamesStore');
