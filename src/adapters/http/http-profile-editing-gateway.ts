import * as z from 'zod/mini';
import type { Profile, ProfileUpdate } from '../../domain/profile';
import type { PasswordChangeRequest, ProfileEditingPort } from '../../application/ports/profile.port';
import type { HttpClient } from './http-client';
import { openText } from './open-fields';
import { personBody } from './person-body';
import { profileDto, toProfile } from './http-profile-gateway';

/** The upload's answer is not described by the spec: the stored picture's URL when it names one. */
const imageUploadDto = z.catch(z.optional(z.nullable(z.object({ profileImage: openText }))), undefined);

/** Editing the profile: its details, its picture and the password (the account's screens). */
export class HttpProfileEditingGateway implements ProfileEditingPort {
  constructor(private readonly http: HttpClient) {}

  async update(update: ProfileUpdate): Promise<Profile> {
    const body = personBody(update);
    return toProfile(await this.http.send({ method: 'PUT', path: '/auth/user/profile', body }, profileDto));
  }

  async uploadImage(base64DataUrl: string): Promise<string> {
    const body = { imageinbase64: base64DataUrl };
    const data = await this.http.send({ method: 'POST', path: '/auth/profile/image/upload', body }, imageUploadDto);
    // Without a URL in the answer, the picture shown is the one just sent.
    return data?.profileImage || base64DataUrl;
  }

  async changePassword(request: PasswordChangeRequest): Promise<void> {
    const body = { oldPassword: request.currentPassword, newPassword: request.newPassword };
    await this.http.send({ method: 'POST', path: '/auth/password/change', body }, z.unknown());
  }
}
