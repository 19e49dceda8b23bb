import * as z from 'zod/mini';
import { isLoginSource, type LoginResult, type LoginSource } from '../../domain/session';
import { openText, requiredId } from './open-fields';

/**
 * Spec §3 "Login response data: token, loginSource, userId" (answer of every login call). The
 * token is the session itself: strict. The user id is required too (it is stored as user_id) but
 * its type is not given, so text or a number. loginSource is read leniently: anything outside the
 * spec's list falls back (see toLoginResult).
 */
export const loginDataDto = z.object({
  token: z.string().check(z.minLength(1)),
  loginSource: openText,
  userId: requiredId,
});
export type LoginDataDto = z.infer<typeof loginDataDto>;

/** Spec §7 "GET /intg/esports/token reads data.token". */
export const esportsTokenDto = z.object({ token: z.string().check(z.minLength(1)) });

/**
 * Maps the login data to the domain. A loginSource outside the spec's list (or missing) falls
 * back to the source of the flow that was used, never to GUEST: the user *is* logged in.
 */
export function toLoginResult(dto: LoginDataDto, flowSource: LoginSource): LoginResult {
  return {
    token: dto.token,
    userId: dto.userId,
    loginSource: isLoginSource(dto.loginSource) ? dto.loginSource : flowSource,
  };
}
