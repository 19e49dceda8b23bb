import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpProfileGateway } from '../../../src/adapters/http/http-profile-gateway';
import { HttpProfileEditingGateway } from '../../../src/adapters/http/http-profile-editing-gateway';
import { flagOf, idOf, numberOf, planNameOf, textOf } from '../../../src/adapters/http/open-fields';
import { envelopeSchema, firstError } from '../../../src/adapters/http/envelope';

/** An HttpClient that answers every call with `data`, parsed by the gateway's own schema. */
const answering = (data: unknown) =>
  ({ send: (_request: unknown, schema: z.ZodMiniType) => Promise.resolve(z.parse(schema, data)) }) as unknown as HttpClient;

const SPEC_PROFILE = { mobile: '01700000001', isPremiumUser: true, subscription: 'Monthly Pass', isPremiumUserESports: false };

/** Any JSON value: what a backend may put in a field the spec leaves open. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

describe('the profile read tolerantly (spec §3 names the premium fields, not their types)', () => {
  it('reads a plan sent as an object by its name', async () => {
    const plan = { id: 7, name: 'Monthly Pass', status: 'ACTIVE', endDate: '2026-12-31T00:00:00Z' };
    const profile = await new HttpProfileGateway(
      answering({ ...SPEC_PROFILE, subscription: plan, subscriptionESports: { id: 'e-1' } }),
    ).get();
    expect(profile.subscription).toBe('Monthly Pass');
    expect(profile.subscriptionESports).toBe('e-1');
    expect(profile.isPremiumUser).toBe(true);
    expect(profile.mobile).toBe('01700000001');
  });

  it('keeps what it needs whatever shape the other fields take, and whatever extra fields come', async () => {
    const open = [
      'userId',
      'id',
      'firstName',
      'lastName',
      'email',
      'dateofbirth',
      'profileImage',
      'subscriptionESports',
      'isPremiumUserESports',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...open), anyJson),
        fc.dictionary(fc.string(), anyJson),
        async (odd, extra) => {
          const profile = await new HttpProfileGateway(answering({ ...extra, ...odd, ...SPEC_PROFILE })).get();
          expect(profile.mobile).toBe('01700000001');
          expect(profile.isPremiumUser).toBe(true);
          expect(profile.subscription).toBe('Monthly Pass');
          expect(typeof profile.firstName).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads the plan of any shape without failing', () => {
    fc.assert(fc.property(anyJson, (value) => ['string', 'undefined'].includes(typeof planNameOf(value))));
  });

  it('shows the picture just sent when the upload answer names no URL', async () => {
    const sent = 'data:image/png;base64,iVBORw0KGgo=';
    await expect(new HttpProfileEditingGateway(answering({ stored: true })).uploadImage(sent)).resolves.toBe(sent);
    await expect(new HttpProfileEditingGateway(answering({ profileImage: '/img/me.png' })).uploadImage(sent)).resolves.toBe(
      '/img/me.png',
    );
  });
});

describe('the tolerant readers of open fields', () => {
  it('read text, numbers, flags and ids in the shapes that mean the same thing', () => {
    expect([textOf('a'), textOf(5000), textOf({ url: '/x.png' }, ['url']), textOf({ url: '/x.png' }), textOf(null)]).toEqual([
      'a',
      '5000',
      '/x.png',
      undefined,
      undefined,
    ]);
    expect([numberOf(4.5), numberOf('4.5'), numberOf(' 12 '), numberOf('12abc'), numberOf(''), numberOf(Infinity)]).toEqual([
      4.5,
      4.5,
      12,
      undefined,
      undefined,
      undefined,
    ]);
    expect([flagOf(true), flagOf('FALSE'), flagOf(1), flagOf(0), flagOf('yes'), flagOf(2)]).toEqual([
      true,
      false,
      true,
      false,
      undefined,
      undefined,
    ]);
    expect([idOf(7), idOf('g-1'), idOf(''), idOf(' '), idOf({ id: 1 })]).toEqual(['7', 'g-1', undefined, undefined, undefined]);
  });

  it('never fail and answer only their own type, whatever value comes', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(['string', 'undefined']).toContain(typeof textOf(value, ['name']));
        const number = numberOf(value);
        expect(number === undefined || Number.isFinite(number)).toBe(true);
        expect(['boolean', 'undefined']).toContain(typeof flagOf(value));
        expect(['string', 'undefined']).toContain(typeof idOf(value));
      }),
    );
  });
});

describe('the envelope read tolerantly (spec §3 "errors list whose entries carry a message")', () => {
  it('takes the first error that is one, and never fails on an errors field of another shape', () => {
    const read = (errors: unknown) => {
      const envelope = envelopeSchema.safeParse({ status: 'FAILED', errors });
      return envelope.success ? firstError(envelope.data) : 'malformed';
    };
    expect(read([7, { message: 'Invalid OTP', code: 'E1' }])).toEqual({ message: 'Invalid OTP', code: 'E1' });
    expect(read(['Not Premium User'])).toEqual({ message: 'Not Premium User' });
    expect(read([{ message: { text: 'x' }, code: 403 }])).toEqual({ message: undefined, code: '403' });
    fc.assert(
      fc.property(anyJson, (errors) => {
        expect(read(errors)).not.toBe('malformed');
      }),
    );
  });
});
