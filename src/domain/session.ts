/** Spec §3: loginSource is one of these; the default is GUEST. */
export const LOGIN_SOURCES = ['MYGP', 'SKITTO', 'GUEST', 'SelfWeb', 'FACEBOOK', 'GOOGLE'] as const;
export type LoginSource = (typeof LOGIN_SOURCES)[number];
export const DEFAULT_LOGIN_SOURCE: LoginSource = 'GUEST';

export const isLoginSource = (value: unknown): value is LoginSource =>
  typeof value === 'string' && (LOGIN_SOURCES as readonly string[]).includes(value);

/** Login response data (spec §3). */
export interface LoginResult {
  token: string;
  loginSource: LoginSource;
  userId: string;
}

/** Spec §3: guest_id is 'guest_' plus a generated id. */
export const guestId = (generatedId: string): string => `guest_${generatedId}`;
