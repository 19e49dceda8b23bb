import * as z from 'zod/mini';
import type { Profile, ProfileUpdate } from '../../domain/profile';
import type { PasswordChangeRequest, ProfilePort } from '../../application/ports/profile.port';
import type { HttpClient } from './http-client';

/**
 * The profile DTO of GET/PUT /auth/user/profile. Spec §3 names only the premium flags and mobile
 * ("Other fields are not shown"), so everything else is optional and defaults to empty.
 */
const text = z.optional(z.nullable(z.string()));
const flag = z.optional(z.nullable(z.boolean()));
const profileDto = z.object({
  userId: z.optional(z.union([z.string(), z.number()])),
  id: z.optional(z.union([z.string(), z.number()])),
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
  dateofbirth: text,
  profileImage: text,
  isPremiumUser: flag,
  subscription: text,
  isPremiumUserESports: flag,
  subscriptionESports: text,
});
type ProfileDto = z.infer<typeof profileDto>;

const imageUploadDto = z.object({ profileImage: z.string() });

export function toProfile(dto: ProfileDto): Profile {
  return {
    userId: String(dto.userId ?? dto.id ?? ''),
    firstName: dto.firstName ?? '',
    lastName: dto.lastName ?? '',
    email: dto.email ?? '',
    mobile: dto.mobile ?? '',
    // Servers send either a plain date or a date-time; the form works with the date part.
    dateOfBirth: (dto.dateofbirth ?? '').slice(0, 10),
    profileImageUrl: dto.profileImage || null,
    isPremiumUser: dto.isPremiumUser ?? false,
    subscription: dto.subscription || null,
    isPremiumUserESports: dto.isPremiumUserESports ?? false,
    subscriptionESports: dto.subscriptionESports || null,
  };
}

export class HttpProfileGateway implements ProfilePort {
  constructor(private readonly http: HttpClient) {}

  async get(): Promise<Profile> {
    return toProfile(await this.http.send({ method: 'GET', path: '/auth/user/profile' }, profileDto));
  }

  async update(update: ProfileUpdate): Promise<Profile> {
    const body = {
      firstName: update.firstName,
      lastName: update.lastName,
      email: update.email,
      dateofbirth: update.dateOfBirth,
    };
    return toProfile(await this.http.send({ method: 'PUT', path: '/auth/user/profile', body }, profileDto));
  }

  async uploadImage(base64DataUrl: string): Promise<string> {
    const body = { imageinbase64: base64DataUrl };
    const data = await this.http.send({ method: 'POST', path: '/auth/profile/image/upload', body }, imageUploadDto);
    return data.profileImage;
  }

  async changePassword(request: PasswordChangeRequest): Promise<void> {
    const body = { oldPassword: request.currentPassword, newPassword: request.newPassword };
    await this.http.send({ method: 'POST', path: '/auth/password/change', body }, z.unknown());
  }
}
