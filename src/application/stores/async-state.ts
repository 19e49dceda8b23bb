/** Spec §4: "Every list or detail load goes idle, loading, then succeeded or failed." */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AsyncState {
  status: LoadStatus;
  /** Failure stores the error message. */
  error?: string;
}

export const idle = (): AsyncState => ({ status: 'idle', error: undefined });
