import { token } from '../token';
import type { LoginResult } from '../../domain/session';

/** Spec §3 "Login payload: email, mobile, password, agentdetails". The unused identifier is sent as ''. */
export interface LoginRequest {
  email: string;
  mobile: string;
  password: string;
  agentdetails: string;
}

export type SocialProvider = 'google' | 'facebook';

/**
 * The authentication calls of spec §7 that start or end a session. Each login answers with the
 * spec's login data (token, loginSource, userId). Failures are thrown as ServiceError.
 */
export interface AuthPort {
  /** POST /auth/login */
  login(request: LoginRequest): Promise<LoginResult>;
  /** POST /auth/google/token/verify or /auth/facebook/token/verify {AccessToken} */
  socialLogin(provider: SocialProvider, accessToken: string): Promise<LoginResult>;
  /** POST /auth/sso/login/complete {parameter, agentdetails} */
  completeSso(parameter: string, agentdetails: string): Promise<LoginResult>;
  /** POST /auth/logout */
  logout(): Promise<void>;
}
export const AuthPort = token<AuthPort>('AuthPort');
