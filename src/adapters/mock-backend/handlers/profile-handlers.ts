import { http } from 'msw';
import type { MockContext } from '../mock-context';
import type { MockDb } from '../db';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';

type MockUser = NonNullable<ReturnType<MockDb['user']['findFirst']>>;

/** The profile DTO (spec §3 Profile plus the account's name, email, birth date and picture); never the password. */
export function profileDto(user: MockUser) {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    dateofbirth: user.dateofbirth,
    profileImage: user.profileImage,
    isPremiumUser: user.isPremiumUser,
    subscription: user.subscription,
    isPremiumUserESports: user.isPremiumUserESports,
    subscriptionESports: user.subscriptionESports,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/** The upload limit on the encoded string: a 1 MB picture is about 1.37 MB in base64. */
const MAX_IMAGE_CHARS = 1.5 * 1024 * 1024;

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** GET/PUT /auth/user/profile, POST /auth/profile/image/upload, POST /auth/password/change (spec §7). */
export function profileHandlers(ctx: MockContext) {
  return [
    http.get('*/api/auth/user/profile', ({ request }) => {
      const user = currentUser(ctx, request);
      return user ? ok(profileDto(user)) : unauthorized();
    }),

    http.put('*/api/auth/user/profile', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const firstName = asText(body.firstName);
      const lastName = asText(body.lastName);
      const email = asText(body.email).toLowerCase();
      const dateofbirth = asText(body.dateofbirth);
      if (!firstName || !lastName) return failed('First and last name are required');
      if (firstName.length > 50 || lastName.length > 50) return failed('Names must be at most 50 characters');
      if (!EMAIL.test(email)) return failed('Enter a valid email address');
      const today = ctx.now().toISOString().slice(0, 10);
      if (!ISO_DATE.test(dateofbirth) || Number.isNaN(Date.parse(dateofbirth)) || dateofbirth >= today) {
        return failed('Date of birth must be a date in the past');
      }
      const taken = ctx.db.user.getAll().some((other) => other.id !== user.id && other.email.toLowerCase() === email);
      if (taken) return failed('This email is already in use');
      // The mobile number is the billing identity: a profile update never changes it.
      const updated = ctx.db.user.update({
        where: { id: { equals: user.id } },
        data: { firstName, lastName, email, dateofbirth },
      });
      return ok(profileDto(updated ?? user));
    }),

    http.post('*/api/auth/profile/image/upload', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const image = (await jsonBody(request)).imageinbase64;
      if (typeof image !== 'string' || !IMAGE_DATA_URL.test(image)) {
        return failed('The picture must be a PNG, JPEG or WebP image');
      }
      if (image.length > MAX_IMAGE_CHARS) return failed('The picture is too large');
      // Stored as the data URL itself: the mock has no file store, and the portal's CSP allows data: images.
      ctx.db.user.update({ where: { id: { equals: user.id } }, data: { profileImage: image } });
      return ok({ profileImage: image });
    }),

    http.post('*/api/auth/password/change', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const current = typeof body.oldPassword === 'string' ? body.oldPassword : body.currentPassword;
      const next = body.newPassword;
      if (typeof current !== 'string' || typeof next !== 'string' || !current || !next) {
        return failed('Current and new password are required');
      }
      if (current !== user.password) return failed('Current password is incorrect');
      if (next.length < 8 || !/\p{L}/u.test(next) || !/\d/.test(next)) {
        return failed('The new password needs at least 8 characters with a letter and a digit');
      }
      if (next === current) return failed('The new password must be different from the current one');
      ctx.db.user.update({ where: { id: { equals: user.id } }, data: { password: next } });
      return ok({ message: 'Password updated successfully' });
    }),
  ];
}
