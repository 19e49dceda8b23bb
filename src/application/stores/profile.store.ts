import { token } from '../token';
import type { Profile } from '../../domain/profile';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/**
 * The profile state area (spec §3 "A profile update replaces the stored profile"). `status` is the
 * load of spec §4; saving the form and uploading a picture have their own states so that a save
 * never turns the screen back into a loading skeleton.
 */
export interface ProfileState extends AsyncState {
  profile: Profile | null;
  update: AsyncState;
  imageUpload: AsyncState;
}

export const initialProfileState = (): ProfileState => ({
  status: 'idle',
  error: undefined,
  profile: null,
  update: { status: 'idle', error: undefined },
  imageUpload: { status: 'idle', error: undefined },
});
export const createProfileStore = (): ProfileState => createStore(initialProfileState);
export const ProfileStore = token<ProfileState>('ProfileStore');
