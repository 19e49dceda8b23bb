import { token } from '../token';
import type { Profile, ProfileUpdate } from '../../domain/profile';

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * The account's profile on the server (spec §7), as every page reads it: GET /auth/user/profile.
 * Failures are thrown as ServiceError.
 */
export interface ProfilePort {
  get(): Promise<Profile>;
}
export const ProfilePort = token<ProfilePort>('ProfilePort');

/**
 * Editing the profile (spec §7): PUT /auth/user/profile, POST /auth/profile/image/upload and
 * POST /auth/password/change, used only by the account's screens (so not part of /home's first
 * download). Failures are thrown as ServiceError.
 */
export interface ProfileEditingPort {
  /** Answers with the profile as the server stored it. */
  update(update: ProfileUpdate): Promise<Profile>;
  /** Sends a `data:image/...;base64,` URL; answers with the URL of the stored picture. */
  uploadImage(base64DataUrl: string): Promise<string>;
  changePassword(request: PasswordChangeRequest): Promise<void>;
}
export const ProfileEditingPort = token<ProfileEditingPort>('ProfileEditingPort');
