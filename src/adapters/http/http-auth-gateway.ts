import * as z from 'zod/mini';
import type { AuthPort, LoginRequest, SocialProvider } from '../../application/ports/auth.port';
import type { LoginResult, LoginSource } from '../../domain/session';
import type { HttpClient } from './http-client';
import { loginDataDto, toLoginResult } from './auth-schemas';

const SOCIAL_SOURCE: Record<SocialProvider, LoginSource> = { google: 'GOOGLE', facebook: 'FACEBOOK' };

/** The session calls of spec §7 "Authentication" over the one HttpClient. */
export class HttpAuthGateway implements AuthPort {
  constructor(private readonly http: HttpClient) {}

  async login(request: LoginRequest): Promise<LoginResult> {
    const body = { email: request.email, mobile: request.mobile, password: request.password, agentdetails: request.agentdetails };
    const data = await this.http.send({ method: 'POST', path: '/auth/login', body }, loginDataDto);
    return toLoginResult(data, 'SelfWeb');
  }

  async socialLogin(provider: SocialProvider, accessToken: string): Promise<LoginResult> {
    const data = await this.http.send(
      { method: 'POST', path: `/auth/${provider}/token/verify`, body: { AccessToken: accessToken } },
      loginDataDto,
    );
    return toLoginResult(data, SOCIAL_SOURCE[provider]);
  }

  async completeSso(parameter: string, agentdetails: string): Promise<LoginResult> {
    const data = await this.http.send(
      { method: 'POST', path: '/auth/sso/login/complete', body: { parameter, agentdetails } },
      loginDataDto,
    );
    // The spec names MYGP among the sources; single sign-on comes from such partner apps.
    return toLoginResult(data, 'MYGP');
  }

  async logout(): Promise<void> {
    await this.http.send({ method: 'POST', path: '/auth/logout' }, z.unknown());
  }
}
