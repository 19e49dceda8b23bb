/** Spec §4: "Every list or detail load goes idle, loading, then succeeded or failed." */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

import type { Failure } from '../failure-text';

export interface AsyncState {
  status: LoadStatus;
  /** Failure stores the error message: what the player reads about it (failure-text.ts). */
  error?: Failure;
}

export const idle = (): AsyncState => ({ status: 'idle', error: undefined });
