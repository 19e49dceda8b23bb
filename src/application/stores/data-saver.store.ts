import { token } from '../token';
import type { DataSaverChoice, DataSaverReason } from '../../domain/data-saver';
import { createStore } from './create-store';

/** Whether the portal saves data now, why, and the player's own choice (kept on the device). */
export interface DataSaverState {
  choice: DataSaverChoice;
  on: boolean;
  reason: DataSaverReason | null;
}

export const initialDataSaverState = (): DataSaverState => ({ choice: 'auto', on: false, reason: null });
export const createDataSaverStore = (): DataSaverState => createStore(initialDataSaverState);
export const DataSaverStore = token<DataSaverState>('DataSaverStore');
