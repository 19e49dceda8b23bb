import { token } from '../token';
import type { Profile, ProfileUpdate } from '../../domain/profile';

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * The account's profile on the server (spec §7): GET and PUT /auth/user/profile,
 * POST /auth/profile/image/upload and POST /auth/password/change. Failures are thrown as ServiceError.
 */
export interface ProfilePort {
  get(): Promise<Profile>;
  /** Answers with the profile as the server stored it. */
  update(update: ProfileUpdate): Promise<Profile>;
  /** Sends a `data:image/...;base64,` URL; answers with the URL of the stored picture. */
  uploadImage(base64DataUrl: string): Promise<string>;
  changePassword(request: PasswordChangeRequest): Promise<void>;
}
export const ProfilePort = token<ProfilePort>('ProfilePort');
