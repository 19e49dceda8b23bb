import { token } from '../token';
import type { Trailer } from '../../domain/game';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/** Spec §3 area trailer ("Trailer list: fields not shown"). */
export interface TrailerState extends AsyncState {
  items: Trailer[];
}

export const initialTrailerState = (): TrailerState => ({ status: 'idle', error: undefined, items: [] });
export const createTrailerStore = (): TrailerState => createStore(initialTrailerState);
export const TrailerStore = token<TrailerState>('TrailerStore');
