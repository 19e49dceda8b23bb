import fc from 'fast-check';
import { HttpClient } from '../../../src/adapters/http/http-client';

/*
 * Answers as a backend that follows only spec §7 may send them: the fields the spec defines, in
 * their expected shape, plus fields of any shape where the spec leaves them open, plus fields
 * nobody names. Shared by the tolerant-reader property tests of every gateway.
 */

/** What a server may put in a field the spec leaves open, `undefined` meaning the field is missing. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '0', '12', '4.5', 'true', 'false', 'null', '<b>x</b>', '__proto__'),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('id', 'name', 'url', 'value', 'text', 'x'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Fields no answer of the spec uses, of any shape. */
export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 10 }).map((name) => `x-${name}`),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 4 },
);

/**
 * An object with `fixed` as given, each of `openKeys` missing or of any shape (oddValue), and
 * arbitrary extra fields: what a tolerant reader must accept without changing what `fixed` says.
 */
export function withOpenFields(
  fixed: Record<string, unknown>,
  openKeys: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const open = fc.record(Object.fromEntries(openKeys.map((key) => [key, oddValue])), { requiredKeys: [] });
  return fc.tuple(extraFields, open).map(([extra, odd]) => ({ ...extra, ...odd, ...fixed }));
}

/**
 * A list whose good entries (`good`, in order) are mixed with entries that are not entries at
 * all (scalars, lists, objects missing what is required): the reader must keep exactly `good`.
 */
export function listWithBadEntries<T>(good: readonly T[], badEntry: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  return fc.array(fc.tuple(fc.nat({ max: good.length }), badEntry), { maxLength: 4 }).map((bad) => {
    const list: unknown[] = [...good];
    for (const [at, entry] of [...bad].sort((a, b) => b[0] - a[0])) list.splice(at, 0, entry);
    return list;
  });
}

/**
 * Good entries mixed with bad ones: `list` is the answer as sent (each good entry's raw form, bad
 * entries between them), `good` the entries the gateway must keep, in order.
 */
export function goodAmongBad<G>(
  goodEntries: fc.Arbitrary<G[]>,
  rawOf: (entry: G) => unknown,
): fc.Arbitrary<{ good: G[]; list: unknown[] }> {
  return goodEntries.chain((good) => listWithBadEntries(good.map(rawOf), notAnEntry).map((list) => ({ good, list })));
}

/** A value that is no object of the spec: a scalar, a list, or an object without the required keys. */
export const notAnEntry: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 6 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('x', 'y', 'z'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);

/** An HttpClient whose server answers every call with HTTP 200 and `{status: 'OK', data}`. */
export function clientAnswering(data: unknown): HttpClient {
  return clientAnsweringBody(JSON.stringify({ status: 'OK', data }));
}

/** An HttpClient whose server answers every call with HTTP 200 and this raw body. */
export function clientAnsweringBody(body: string): HttpClient {
  return new HttpClient({
    apiBaseUrl: 'http://api.test',
    timeoutMs: 0,
    getToken: () => 'tok-tolerant',
    onUnauthorized: () => undefined,
    fetch: (async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch,
  });
}

/** The value a call resolves to, or the error it fails with. */
export async function outcome<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

/** A value that is either missing, odd, or the given valid value: for required fields under attack. */
export const validOrOdd = <T>(valid: T): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: oddValue });

/** What a call whose answer is not read may get back: any `data` at all, or none. */
export const anyData: fc.Arbitrary<unknown> = fc.oneof(fc.constant(undefined), oddValue, fc.jsonValue({ maxDepth: 3 }));

/** The gateway's documented error for an answer without what it requires: a 'malformed' ServiceError. */
export function failedOnlyAsMalformed(result: { value: unknown } | { error: unknown }): boolean {
  if (!('error' in result)) return true;
  const error = result.error as { name?: unknown; reason?: unknown };
  return error.name === 'ServiceError' && error.reason === 'malformed';
}
