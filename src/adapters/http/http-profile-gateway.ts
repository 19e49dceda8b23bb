import * as z from 'zod/mini';
import type { Profile } from '../../domain/profile';
import type { ProfilePort } from '../../application/ports/profile.port';
import type { HttpClient } from './http-client';
import { openFlag, openId, openPlanName, openText } from './open-fields';

/**
 * The profile DTO of GET/PUT /auth/user/profile. Spec §3 names the premium flags and mobile but
 * not their types ("Other fields are not shown"): every field is read tolerantly (open-fields.ts),
 * so one field of an unexpected shape never rejects the profile, and with it the account area.
 * `subscription` may come as the plan's name or as the plan itself.
 */
export const profileDto = z.object({
  userId: openId,
  id: openId,
  firstName: openText,
  lastName: openText,
  email: openText,
  mobile: openText,
  dateofbirth: openText,
  profileImage: openText,
  isPremiumUser: openFlag,
  subscription: openPlanName,
  isPremiumUserESports: openFlag,
  subscriptionESports: openPlanName,
});
type ProfileDto = z.infer<typeof profileDto>;

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

/** The profile as every page reads it; editing it is HttpProfileEditingGateway's (the account area). */
export class HttpProfileGateway implements ProfilePort {
  constructor(private readonly http: HttpClient) {}

  async get(): Promise<Profile> {
    return toProfile(await this.http.send({ method: 'GET', path: '/auth/user/profile' }, profileDto));
  }
}
