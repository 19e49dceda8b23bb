import { token } from '../token';
import { createStore } from './create-store';

/** What a game page shows of a title's progress on this device. */
export interface TitleProgress {
  best: number;
  /** An unfinished round waits: the page offers Resume. */
  resumable: boolean;
}

/** The progress of the titles a page has asked for, all of one owner (the player, or the guest). */
export interface GameProgressState {
  owner: string;
  byTitle: Record<string, TitleProgress>;
}

export const initialGameProgressState = (): GameProgressState => ({ owner: '', byTitle: {} });
export const createGameProgressStore = (): GameProgressState => createStore(initialGameProgressState);
export const GameProgressStore = token<GameProgressState>('GameProgressStore');
