import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { envelopeSchema } from '../../../src/adapters/http/envelope';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { HttpProfileGateway } from '../../../src/adapters/http/http-profile-gateway';
import { HttpProfileEditingGateway } from '../../../src/adapters/http/http-profile-editing-gateway';
import { HttpGameCatalogueGateway } from '../../../src/adapters/http/http-game-catalogue-gateway';
import { HttpGameActionsGateway } from '../../../src/adapters/http/http-game-actions-gateway';
import { HttpGameSessionGateway } from '../../../src/adapters/http/http-game-session-gateway';
import { HttpBillingGateway } from '../../../src/adapters/http/http-billing-gateway';
import { HttpTournamentGateway } from '../../../src/adapters/http/http-tournament-gateway';
import { HttpVoucherGateway } from '../../../src/adapters/http/http-voucher-gateway';
import { HttpEsportsTokenGateway } from '../../../src/adapters/http/http-esports-token-gateway';
import { HttpEsportsCupsGateway } from '../../../src/adapters/http/http-esports-cups-gateway';
import { HttpPasswordResetGateway } from '../../../src/adapters/http/http-password-reset-gateway';
import { HttpRegistrationGateway } from '../../../src/adapters/http/http-registration-gateway';
import { createMockBackend } from '../../../src/adapters/mock-backend/mock-backend';
import { DEMO_PASSWORD, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { DEMO_SSO_PARAMETER } from '../../../src/adapters/mock-backend/handlers/auth-login';
import { defaultConfig } from '../../../src/application/config';
import { ServiceError } from '../../../src/application/errors';
import { dtoLike, garbageBody, mutationsOf } from './garbage';

/*
 * Every response body is validated at the adapter edge: whatever a server sends with
 * HTTP 200 (garbage, truncated JSON, wrong shapes, hostile strings, real answers with fields
 * replaced or removed), a gateway either returns domain data or fails with a ServiceError:
 * 'malformed', or 'rejected' when the body is an envelope whose status is not OK. Never a
 * TypeError out of the mapping code.
 */

const API = 'http://api.test';
const backend = createMockBackend();
const db = backend.ctx.db;
const game = db.game.getAll()[0];
const { org, id: tournamentId } = defaultConfig.tournament;

type Call = (http: HttpClient) => Promise<unknown>;
const CALLS: Record<string, Call> = {
  'auth login': (http) =>
    new HttpAuthGateway(http).login({ email: DEMO_SUBSCRIBER.email, mobile: '', password: DEMO_PASSWORD, agentdetails: 'ua' }),
  'auth SSO complete': (http) => new HttpAuthGateway(http).completeSso(DEMO_SSO_PARAMETER, 'ua'),
  'profile read': (http) => new HttpProfileGateway(http).get(),
  'profile picture upload': (http) => new HttpProfileEditingGateway(http).uploadImage('data:image/png;base64,iVBORw0KGgo='),
  'signup request': (http) =>
    new HttpRegistrationGateway(http).requestSignup({
      firstName: 'Ada',
      lastName: 'B',
      email: 'new@example.com',
      dateOfBirth: '2000-01-01',
      mobile: '01700000099',
      password: 'Pass#12345',
    }),
  'password reset request': (http) =>
    new HttpPasswordResetGateway(http).requestReset({ email: DEMO_SUBSCRIBER.email, mobile: '' }),
  'home row': (http) => new HttpGameCatalogueGateway(http).games({ list: 'topten', page: 1, limit: null, view: 'home' }),
  'genre games': (http) =>
    new HttpGameCatalogueGateway(http).genreGames({ genre: game.genre, page: 1, limit: 4, selectedRow: true }),
  genres: (http) => new HttpGameCatalogueGateway(http).genres('all'),
  'game detail': (http) => new HttpGameCatalogueGateway(http).detail(game.uniqueName),
  search: (http) => new HttpGameCatalogueGateway(http).search(game.name.slice(0, 4)),
  trailers: (http) => new HttpGameCatalogueGateway(http).trailers(),
  bookmark: (http) => new HttpGameActionsGateway(http).bookmark(game.id),
  rating: (http) => new HttpGameActionsGateway(http).rate(game.id, 4, 'nice'),
  'rating details': (http) => new HttpGameActionsGateway(http).ratingDetails(game.id),
  'game start': (http) => new HttpGameSessionGateway(http).start(game.id),
  'pricing slots': (http) => new HttpBillingGateway(http).pricingSlots('general'),
  'tournament details': (http) => new HttpTournamentGateway(http).details(org, tournamentId),
  leaderboard: (http) => new HttpTournamentGateway(http).leaderboard(org, tournamentId),
  'voucher link': (http) => new HttpVoucherGateway(http).fetchLink(),
  'voucher games': (http) => new HttpVoucherGateway(http).fetchGames(),
  'esports token': (http) => new HttpEsportsTokenGateway(http).fetchToken(),
};

const client = (fetchImpl: typeof fetch) =>
  new HttpClient({
    apiBaseUrl: API,
    timeoutMs: 0,
    getToken: () => 'tok-hardening',
    onUnauthorized: () => undefined,
    fetch: fetchImpl,
  });

const answering = (text: string) =>
  client((async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch);

/** What the real mock answers to each call, logged in as the demo subscriber: the base for the mutations. */
const realBodies: Record<string, string> = {};
beforeAll(async () => {
  db.authSession.create({
    token: 'tok-hardening',
    userId: DEMO_SUBSCRIBER.id,
    loginSource: 'SelfWeb',
    createdAt: new Date().toISOString(),
  });
  for (const [name, call] of Object.entries(CALLS)) {
    const recording = client((async (url, init) => {
      const response = (await backend.handle(new Request(url, init)))!;
      realBodies[name] = await response.text();
      return new Response(realBodies[name], { status: response.status });
    }) as typeof fetch);
    await call(recording);
  }
});

const isEnvelope = (text: string): boolean => {
  try {
    return envelopeSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
};

async function outcome(promise: Promise<unknown>): Promise<{ value: unknown } | { error: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

describe('every gateway over generated, hostile response bodies (property)', () => {
  it.each(Object.keys(CALLS))('%s: returns data or fails as a ServiceError, never anything else', async (name) => {
    // The real answer is the starting point of the mutations, and must itself be accepted.
    expect(await outcome(CALLS[name](answering(realBodies[name])))).not.toHaveProperty('error');
    await fc.assert(
      fc.asyncProperty(fc.oneof(garbageBody, mutationsOf(realBodies[name])), async (text) => {
        const result = await outcome(CALLS[name](answering(text)));
        if (!('error' in result)) return;
        expect(result.error).toBeInstanceOf(ServiceError);
        const reason = (result.error as ServiceError).reason;
        expect(['malformed', 'rejected']).toContain(reason);
        // What is not even an envelope can only be 'malformed'.
        if (!isEnvelope(text)) expect(reason).toBe('malformed');
      }),
      { numRuns: 150 },
    );
  });

  it('the esports partner (a bare JSON array, no envelope): generated bodies give cups or a malformed ServiceError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          garbageBody,
          fc.array(dtoLike, { maxLength: 4 }).map((list) => JSON.stringify(list)),
        ),
        async (text) => {
          const gateway = new HttpEsportsCupsGateway({
            esportsBaseUrl: '/esports',
            appOrigin: 'http://app.test',
            fetch: (async () => new Response(text, { status: 200 })) as typeof fetch,
          });
          const result = await outcome(gateway.preview({ limit: 3, status: 2 }));
          if ('error' in result) expect(result.error).toMatchObject({ name: 'ServiceError', reason: 'malformed' });
          else expect(Array.isArray(result.value)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** `value` with `extra` added to every object in it, at every depth (arrays keep their items). */
function withExtraFields(value: unknown, extra: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => withExtraFields(item, extra));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, withExtraFields(v, extra)]);
  return { ...extra, ...Object.fromEntries(entries) };
}

/** Field names no answer of the spec uses, so an extra field never replaces a real one. */
const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((name) => `x_${name}`),
  fc.anything(),
  { maxKeys: 3 },
);

describe('every gateway reads what it needs and tolerates the rest (property)', () => {
  it.each(Object.keys(CALLS))('%s: fields the spec does not name, anywhere in the answer, change nothing', async (name) => {
    const pristine = await CALLS[name](answering(realBodies[name]));
    const real: unknown = JSON.parse(realBodies[name]);
    await fc.assert(
      fc.asyncProperty(extraFields, async (extra) => {
        expect(await CALLS[name](answering(JSON.stringify(withExtraFields(real, extra))))).toEqual(pristine);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the envelope schema (property)', () => {
  it('refuses every JSON value that is not an object with a string status', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const hasStringStatus =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          typeof (value as Record<string, unknown>).status === 'string';
        if (!hasStringStatus) expect(envelopeSchema.safeParse(value).success).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
