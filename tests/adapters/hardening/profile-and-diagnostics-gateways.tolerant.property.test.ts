import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpProfileGateway } from '../../../src/adapters/http/http-profile-gateway';
import { HttpProfileEditingGateway } from '../../../src/adapters/http/http-profile-editing-gateway';
import { HttpErrorReportGateway } from '../../../src/adapters/http/http-error-report-gateway';
import { errorLogEntry } from '../../../src/domain/error-log';
import type { Profile } from '../../../src/domain/profile';
import { anyData, clientAnswering, clientAnsweringBody, withOpenFields } from './open-answers';

/*
 * Spec §3 "Profile: isPremiumUser, subscription, isPremiumUserESports, subscriptionESports, and a
 * mobile field. Other fields are not shown": none has a type, so nothing in a profile answer is
 * required; what the spec's fields say in their expected shape must come through unchanged.
 * Spec §7 bug reporting: "Only the status is read".
 */
const PROFILE_OPEN = [
  'userId',
  'id',
  'firstName',
  'lastName',
  'email',
  'dateofbirth',
  'profileImage',
  'isPremiumUserESports',
  'subscriptionESports',
];
const specProfile = fc.record({
  mobile: fc.stringMatching(/^01\d{9}$/),
  isPremiumUser: fc.boolean(),
  subscription: fc.string({ minLength: 1, maxLength: 12 }),
});

function expectProfileShape(profile: Profile): void {
  for (const text of [profile.userId, profile.firstName, profile.lastName, profile.email, profile.mobile, profile.dateOfBirth]) {
    expect(typeof text).toBe('string');
  }
  expect([typeof profile.isPremiumUser, typeof profile.isPremiumUserESports]).toEqual(['boolean', 'boolean']);
}

describe('the profile gateway reads every profile field tolerantly (property)', () => {
  it('the read and the update keep the spec fields whatever shape the other fields take', async () => {
    await fc.assert(
      fc.asyncProperty(
        specProfile.chain((fixed) => withOpenFields(fixed, PROFILE_OPEN).map((data) => ({ fixed, data }))),
        async ({ fixed, data }) => {
          const http = clientAnswering(data);
          for (const profile of [
            await new HttpProfileGateway(http).get(),
            await new HttpProfileEditingGateway(http).update({
              firstName: 'A',
              lastName: 'B',
              email: 'a@b.c',
              dateOfBirth: '2000-01-01',
            }),
          ]) {
            expect({ mobile: profile.mobile, isPremiumUser: profile.isPremiumUser, subscription: profile.subscription }).toEqual(
              fixed,
            );
            expectProfileShape(profile);
          }
        },
      ),
    );
  });

  it('the picture upload shows the stored picture when the answer names one as text, else the one sent', async () => {
    const sent = 'data:image/png;base64,iVBORw0KGgo=';
    await fc.assert(
      fc.asyncProperty(fc.oneof(withOpenFields({}, ['profileImage']), anyData), async (data) => {
        const shown = await new HttpProfileEditingGateway(clientAnswering(data)).uploadImage(sent);
        const named = (data as { profileImage?: unknown } | null)?.profileImage;
        if (typeof named === 'string' && named !== '') expect(shown).toBe(named);
        else expect(typeof shown).toBe('string');
      }),
    );
  });

  it('the password change ignores whatever data comes back', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, async (data) => {
        await expect(
          new HttpProfileEditingGateway(clientAnswering(data)).changePassword({ currentPassword: 'a', newPassword: 'b' }),
        ).resolves.toBeUndefined();
      }),
    );
  });
});

describe('the error report gateway reads only the status (property)', () => {
  it('any body of a 200 answer is a success', async () => {
    const entries = [errorLogEntry({ type: 'error', message: 'boom' }, new Date('2026-03-01T10:00:00Z'))];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
        ),
        async (body) => {
          await expect(new HttpErrorReportGateway(clientAnsweringBody(body)).send(entries)).resolves.toBe(200);
        },
      ),
    );
  });
});
