import * as z from 'zod/mini';

/*
 * Tolerant reading of the fields spec §7 leaves open. The real backend follows only the spec;
 * where the spec names a field but not its type, or does not name it at all, a server may send
 * any shape. Such a field is read when it makes sense and is otherwise absent: one odd field never
 * rejects the whole answer. What the client needs and the spec defines stays strict, but is still
 * read in every shape that means the same thing (an id as text or a number, a score as "120").
 */

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Text: a string, or a number written as text; for an object, the first of `keys` that holds
 * text (a genre sent as `{ uniqueName, name }`); absent otherwise.
 */
export function textOf(value: unknown, keys: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (!isRecord(value)) return undefined;
  for (const key of keys) {
    const inner = value[key];
    if (typeof inner === 'string' && inner.trim() !== '') return inner;
    if (typeof inner === 'number' && Number.isFinite(inner)) return String(inner);
  }
  return undefined;
}

/** A number, or a number written as text ("4.5"); absent otherwise. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A yes/no flag: a boolean, "true"/"false", or 1/0; absent otherwise. */
export function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}

/** An id: non-empty text or a finite number, as text; absent otherwise. */
export function idOf(value: unknown): string | undefined {
  const id = textOf(value);
  return id === undefined || id.trim() === '' ? undefined : id;
}

const read = <T>(reader: (value: unknown) => T) => z.pipe(z.unknown(), z.transform(reader));
const reading = <T>(reader: (value: unknown) => T) => z.optional(read(reader));

/** Text, or absent when the server sent anything else (a number counts as its text). */
export const openText = reading((value) => textOf(value));

/** Text, read from one of `keys` when the server sent an object (see textOf). */
export const openTextFrom = (...keys: string[]) => reading((value) => textOf(value, keys));

/** A yes/no flag, or absent (see flagOf). */
export const openFlag = reading(flagOf);

/** A number, or absent (see numberOf). */
export const openNumber = reading(numberOf);

/** An id, as text, or absent (see idOf). */
export const openId = reading(idOf);

/** A list of texts: items that are not text are skipped; absent when it is not a list. */
export const openTextList = reading((value) =>
  Array.isArray(value) ? value.map((item) => textOf(item)).filter((item) => item !== undefined) : undefined,
);

/** A list whose entries are read one by one later; absent (no entries) when it is not a list. */
export const openEntries = reading((value) => (Array.isArray(value) ? (value as unknown[]) : undefined));

/** An object whose fields are read leniently by `shape`, or absent when it is anything else. */
export const openObject = <S extends z.ZodMiniType>(shape: S) =>
  reading((value) => {
    const parsed = shape.safeParse(value);
    return parsed.success ? (parsed.data as z.infer<S>) : undefined;
  });

/*
 * Required fields: they must be there, in a shape that means what the client needs; a wrong
 * shape fails the answer (or, in a list, skips the entry).
 */

/** A required id: non-empty text or a number, read as text. */
export const requiredId = z.pipe(read(idOf), z.string());

/** A required number: a number or a number written as text. */
export const requiredNumber = z.pipe(read(numberOf), z.number());

/** A required text: a string, or a number read as its text. */
export const requiredText = z.pipe(
  read((value) => textOf(value)),
  z.string(),
);

/** A required yes/no flag (see flagOf). */
export const requiredFlag = z.pipe(read(flagOf), z.boolean());

const NAME_KEYS = ['name', 'planName', 'title', 'displayName', 'subscriptionName'] as const;

/**
 * The name of a plan: the text itself, or, when a server sends the plan as an object
 * (`{ id, name, status, endDate, … }`), its name (or title), else its id; absent otherwise.
 */
export function planNameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (!isRecord(value)) return undefined;
  const named = NAME_KEYS.map((key) => value[key]).find((name) => typeof name === 'string' && name.trim() !== '');
  if (typeof named === 'string') return named;
  return typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id) : undefined;
}

/** A plan the server names as text or as an object (see planNameOf). */
export const openPlanName = reading(planNameOf);

/**
 * The list in an answer whose wrapping is not defined: the answer itself when it is a list, else
 * the first list found under `data` or under one of `keys` (at the top or inside `data`).
 * Null when there is none.
 */
export function listIn(body: unknown, keys: readonly string[]): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (!isRecord(body)) return null;
  const data = body.data;
  if (Array.isArray(data)) return data;
  for (const holder of [data, body]) {
    if (!isRecord(holder)) continue;
    const found = keys.map((key) => holder[key]).find(Array.isArray);
    if (found) return found;
  }
  return null;
}
