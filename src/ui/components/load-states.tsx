import type { ReactNode } from 'react';
import type { LoadStatus } from '../../application/stores/async-state';
import { LoadProblem } from './load-problem';

export interface LoadStatesProps {
  status: LoadStatus;
  /** Whether there is something to show: it is shown whatever the status of a reload. */
  loaded: boolean;
  /** What could not be loaded, and why, when it failed. */
  failed: { what?: ReactNode; why: ReactNode; className: string; onRetry: () => void };
  /** What is said when the load succeeded with nothing to show. */
  empty?: ReactNode;
  /** The placeholder while loading. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * The design brief's states of a load in one place: what was loaded; or what failed with Retry; or
 * that there is nothing; or a placeholder while it loads.
 */
export function LoadStates({ status, loaded, failed, empty = null, loading, children }: LoadStatesProps) {
  if (loaded) return children;
  if (status === 'failed') {
    return (
      <LoadProblem className={failed.className} why={failed.why} onRetry={failed.onRetry}>
        {failed.what}
      </LoadProblem>
    );
  }
  return status === 'succeeded' && empty !== null ? empty : loading;
}
