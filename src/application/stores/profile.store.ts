import { token } from '../token';
import type { Profile } from '../../domain/profile';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

export interface ProfileState extends AsyncState {
  profile: Profile | null;
}

export const initialProfileState = (): ProfileState => ({ status: 'idle', error: undefined, profile: null });
export const createProfileStore = (): ProfileState => createStore(initialProfileState);
export const ProfileStore = token<ProfileState>('ProfileStore');
