import type { ReactNode } from 'react';
import type { AsyncState } from '../../application/stores/async-state';
import { useFailureText } from '../i18n/failure-text';
import { LoadStates, type LoadStatesProps } from './load-states';

export interface StoreLoadStatesProps extends Omit<LoadStatesProps, 'status' | 'failed'> {
  /** The store's state of this one load: its status and, when it failed, why. */
  load: AsyncState;
  /** What could not be loaded, said before why. */
  what?: ReactNode;
  problemClassName: string;
  onRetry: () => void;
}

/** The states of one load a store keeps (spec §4), its failure said in the player's words with Retry. */
export function StoreLoadStates({ load, what, problemClassName, onRetry, ...states }: StoreLoadStatesProps) {
  const failureText = useFailureText();
  const why = load.error && failureText(load.error);
  return <LoadStates status={load.status} failed={{ what, why, className: problemClassName, onRetry }} {...states} />;
}
