import * as z from 'zod/mini';
import { isLoginSource, type LoginResult, type LoginSource } from '../../domain/session';

/** Spec §3 "Login response data: token, loginSource, userId" (answer of every login call). */
export const loginDataDto = z.object({
  token: z.string().check(z.minLength(1)),
  loginSource: z.optional(z.nullable(z.string())),
  userId: z.union([z.string(), z.number()]),
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
    userId: String(dto.userId),
    loginSource: isLoginSource(dto.loginSource) ? dto.loginSource : flowSource,
  };
}
