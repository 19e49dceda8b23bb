import * as z from 'zod/mini';

/*
 * Tolerant reading of the fields spec §7 leaves open. The real backend follows only the spec;
 * where the spec names a field but not its type, or does not name it at all, a server may send
 * any shape. Such a field is read when it makes sense and is otherwise absent: one odd field never
 * rejects the whole answer. What the client needs and the spec defines stays strict.
 */

/** Text, or absent when the server sent anything else. */
export const openText = z.catch(z.optional(z.nullable(z.string())), undefined);

/** A yes/no flag, or absent when the server sent anything else. */
export const openFlag = z.catch(z.optional(z.nullable(z.boolean())), undefined);

/** An id, as text or a number, or absent. */
export const openId = z.catch(z.optional(z.nullable(z.union([z.string(), z.number()]))), undefined);

const NAME_KEYS = ['name', 'planName', 'title', 'displayName', 'subscriptionName'] as const;

/**
 * The name of a plan: the text itself, or, when a server sends the plan as an object
 * (`{ id, name, status, endDate, … }`), its name (or title), else its id; absent otherwise.
 */
export function planNameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const plan = value as Record<string, unknown>;
  const named = NAME_KEYS.map((key) => plan[key]).find((name) => typeof name === 'string' && name.trim() !== '');
  if (typeof named === 'string') return named;
  return typeof plan.id === 'string' || typeof plan.id === 'number' ? String(plan.id) : undefined;
}

/** A plan the server names as text or as an object (see planNameOf). */
export const openPlanName = z.optional(z.pipe(z.unknown(), z.transform(planNameOf)));

/** Text, or a number written as text (a prize of 5000), or absent. */
export const openTextOrNumber = z.catch(
  z.optional(
    z.pipe(
      z.nullable(z.union([z.string(), z.number()])),
      z.transform((v) => (v === null ? undefined : String(v))),
    ),
  ),
  undefined,
);

/**
 * The list in an answer whose wrapping is not defined: the answer itself when it is a list, else
 * the first list found under `data` or under one of `keys` (at the top or inside `data`).
 * Null when there is none.
 */
export function listIn(body: unknown, keys: readonly string[]): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (body === null || typeof body !== 'object') return null;
  const top = body as Record<string, unknown>;
  const data = top.data;
  if (Array.isArray(data)) return data;
  for (const holder of [data, top]) {
    if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) continue;
    const found = keys.map((key) => (holder as Record<string, unknown>)[key]).find(Array.isArray);
    if (found) return found;
  }
  return null;
}
