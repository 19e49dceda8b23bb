import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { HttpRegistrationGateway } from '../../../src/adapters/http/http-registration-gateway';
import { HttpPasswordResetGateway } from '../../../src/adapters/http/http-password-reset-gateway';
import { HttpEsportsTokenGateway } from '../../../src/adapters/http/http-esports-token-gateway';
import { isLoginSource } from '../../../src/domain/session';
import { anyData, clientAnswering, failedOnlyAsMalformed, oddValue, outcome, validOrOdd, withOpenFields } from './open-answers';

/*
 * Spec §3 "Login response data: token, loginSource, userId"; §7 the signup and reset requests
 * "return data.userId", the esports token call "reads data.token". Required: the token (the
 * session itself) and the user id (text or a number). Tolerated: loginSource, anything else.
 */
const TOKEN = 'tok-abc';
const userId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }).filter((id) => id.trim() !== ''),
  fc.nat(),
);
const signup = { firstName: 'Ada', lastName: 'B', email: 'a@b.c', dateOfBirth: '2000-01-01', mobile: '017', password: 'x' };

const LOGINS = {
  login: (gateway: HttpAuthGateway) => gateway.login({ email: 'a@b.c', mobile: '', password: 'x', agentdetails: 'ua' }),
  'Google sign-in': (gateway: HttpAuthGateway) => gateway.socialLogin('google', 'google-token'),
  'single sign-on': (gateway: HttpAuthGateway) => gateway.completeSso('param', 'ua'),
};
const FLOW_SOURCE = { login: 'SelfWeb', 'Google sign-in': 'GOOGLE', 'single sign-on': 'MYGP' } as const;

describe('the auth gateway reads login data tolerantly (property)', () => {
  it.each(Object.keys(LOGINS) as Array<keyof typeof LOGINS>)(
    '%s: the token and user id come through whatever loginSource and extra fields come',
    async (call) => {
      await fc.assert(
        fc.asyncProperty(
          userId.chain((id) => withOpenFields({ token: TOKEN, userId: id }, ['loginSource']).map((data) => ({ id, data }))),
          async ({ id, data }) => {
            const result = await LOGINS[call](new HttpAuthGateway(clientAnswering(data)));
            expect(result.token).toBe(TOKEN);
            expect(result.userId).toBe(String(id));
            // A source outside the spec's list falls back to the flow's own, never to GUEST.
            expect(result.loginSource).toBe(isLoginSource(data.loginSource) ? data.loginSource : FLOW_SOURCE[call]);
          },
        ),
      );
    },
  );

  it('a token or user id that is missing or of another shape fails only as malformed, never as anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ token: validOrOdd(TOKEN), userId: validOrOdd('u-1'), loginSource: oddValue }, { requiredKeys: [] }),
        async (data) => {
          const result = await outcome(LOGINS.login(new HttpAuthGateway(clientAnswering(data))));
          expect(failedOnlyAsMalformed(result)).toBe(true);
          if ('value' in result) expect(result.value.token).toBe(data.token);
        },
      ),
    );
  });

  it('logout ignores whatever data comes back', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, async (data) => {
        await expect(new HttpAuthGateway(clientAnswering(data)).logout()).resolves.toBeUndefined();
      }),
    );
  });
});

describe('the registration gateway reads data.userId tolerantly (property)', () => {
  it('the signup request returns the user id, as text, whatever other fields come', async () => {
    await fc.assert(
      fc.asyncProperty(
        userId.chain((id) => withOpenFields({ userId: id }, ['message', 'otpSent']).map((data) => ({ id, data }))),
        async ({ id, data }) => {
          expect(await new HttpRegistrationGateway(clientAnswering(data)).requestSignup(signup)).toBe(String(id));
        },
      ),
    );
  });

  it('completing the signup reads login data like a login; a bad user id fails only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(withOpenFields({ token: TOKEN }, ['loginSource']), validOrOdd('u-7'), async (data, id) => {
        const result = await outcome(
          new HttpRegistrationGateway(clientAnswering({ ...data, userId: id })).completeSignup('u-7', '123456'),
        );
        expect(failedOnlyAsMalformed(result)).toBe(true);
        if (id === 'u-7') expect(result).toEqual({ value: expect.objectContaining({ token: TOKEN, userId: 'u-7' }) });
      }),
    );
  });

  it('resending the code ignores whatever data comes back', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, async (data) => {
        await expect(new HttpRegistrationGateway(clientAnswering(data)).resendCode('u-1')).resolves.toBeUndefined();
      }),
    );
  });
});

describe('the password reset gateway reads data.userId tolerantly (property)', () => {
  it('the reset request returns the user id whatever other fields come; without one it fails only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(withOpenFields({}, ['message']), validOrOdd(42), async (data, id) => {
        const result = await outcome(
          new HttpPasswordResetGateway(clientAnswering({ ...data, userId: id })).requestReset({ email: 'a@b.c', mobile: '' }),
        );
        expect(failedOnlyAsMalformed(result)).toBe(true);
        if (id === 42) expect(result).toEqual({ value: '42' });
      }),
    );
  });

  it('verifying the code, resetting and resending ignore whatever data comes back', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, async (data) => {
        const gateway = new HttpPasswordResetGateway(clientAnswering(data));
        await expect(gateway.verifyCode('u-1', '123456')).resolves.toBeUndefined();
        await expect(gateway.resetPassword('u-1', '123456', 'New#pass1')).resolves.toBeUndefined();
        await expect(gateway.resendCode('u-1')).resolves.toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });
});

describe('the esports token gateway keeps data.token strict (property)', () => {
  it('returns the token whatever other fields come; a missing or odd token fails only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(withOpenFields({}, ['expiresIn', 'user']), validOrOdd('esp-1'), async (data, token) => {
        const result = await outcome(new HttpEsportsTokenGateway(clientAnswering({ ...data, token })).fetchToken());
        expect(failedOnlyAsMalformed(result)).toBe(true);
        if (token === 'esp-1') expect(result).toEqual({ value: 'esp-1' });
      }),
    );
  });
});
