import fc from 'fast-check';

/*
 * Generators of hostile HTTP response bodies: raw text, truncated or arbitrary JSON, envelopes
 * around garbage, and real responses with some of their fields replaced or removed.
 */

export const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\u0000',
  'NaN',
  '1e400',
];
const DATA_KEYS = [
  'games',
  'genreDtos',
  'pricingSlots',
  'tournament',
  'leaderboard',
  'gameRatings',
  'searchedGames',
  'genreGames',
  'searchItems',
  'trailers',
  'token',
  'urlWithToken',
  'userId',
  'loginSource',
  'isOpen',
  'ratingAverage',
  'message',
  'sessionId',
  'gameUrl',
  'paymentUrl',
  'profileImage',
  'firstName',
  'email',
  'isPremiumUser',
];
const FIELD_KEYS = [
  'id',
  'uniqueName',
  'name',
  'genre',
  'thumbnailUrl',
  'bannerUrl',
  'isPremium',
  'playUrl',
  'price',
  'currency',
  'playerName',
  'score',
  'rank',
  'rating',
  'comment',
  'userName',
  'tournamentId',
  'currentState',
  'userState',
  'stages',
  'title',
  'posterUrl',
  'gameUniqueName',
  'totalLikes',
  'isLiked',
  'isBookmarked',
  'userRating',
  'description',
  'validityDays',
];

const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...HOSTILE),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
export const field: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_KEYS), scalar, { maxKeys: 3 }) },
);
export const dtoLike = fc.dictionary(fc.constantFrom(...FIELD_KEYS), field, { maxKeys: 10 });
const dataValue = fc.oneof(field, dtoLike, fc.array(fc.oneof(dtoLike, scalar), { maxLength: 4 }));
const nearValidData = fc.dictionary(fc.constantFrom(...DATA_KEYS), dataValue, { maxKeys: 5 });
const errors = fc.option(
  fc.array(fc.record({ message: fc.option(scalar), code: fc.option(scalar) }, { requiredKeys: [] }), { maxLength: 2 }),
);

/** A body of HTTP 200 that has nothing to do with the call. */
export const garbageBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  truncated(fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? '')),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
  fc
    .record({
      status: fc.constantFrom('OK', 'ok', 'FAILED', 'ERROR'),
      data: fc.oneof(nearValidData, dataValue, fc.jsonValue({ maxDepth: 2 })),
      errors,
    })
    .map((envelope) => JSON.stringify(envelope)),
  fc
    .record({ status: fc.oneof(scalar, fc.constant(undefined)), data: nearValidData })
    .map((envelope) => JSON.stringify(envelope)),
);

/** A real body with up to four of its nodes replaced by garbage or removed, or cut short. */
export function mutationsOf(realBody: string): fc.Arbitrary<string> {
  let sample: unknown;
  try {
    sample = JSON.parse(realBody);
  } catch {
    return fc.constant(realBody);
  }
  const all = nodePaths(sample);
  const mutation = fc.record({ at: fc.nat(), value: field, remove: fc.boolean() });
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => {
    const copy: unknown = structuredClone(sample);
    for (const { at, value, remove } of mutations) setAt(copy, all[at % all.length], value, remove);
    return JSON.stringify(copy);
  });
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: truncated(fc.constant(realBody)) });
}

function truncated(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return text.chain((full) => fc.nat({ max: Math.max(0, full.length - 1) }).map((cut) => full.slice(0, cut)));
}

type Path = Array<string | number>;

function nodePaths(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== 'object') return [];
  const keys: Array<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...nodePaths((value as Record<string, unknown>)[key], [...prefix, key])]);
}

function setAt(root: unknown, path: Path | undefined, value: unknown, remove: boolean): void {
  if (!path || path.length === 0) return;
  let node = root as Record<string | number, unknown> | null;
  for (const key of path.slice(0, -1)) {
    node = node && typeof node === 'object' ? (node[key] as Record<string | number, unknown>) : null;
  }
  if (!node || typeof node !== 'object') return;
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
}
