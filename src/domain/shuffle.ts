/**
 * Spec §9: "Gamers' choice, quick play, spotlight, selected genres, suggested, weekly top, voucher
 * games and trailers (except the first) are shuffled randomly on the client." The randomness is
 * passed in so that the shuffle is pure and a fixed source gives a fixed order in tests.
 */

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** A shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    // Clamp so that a source returning exactly 1 (out of contract) cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const item = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = item;
  }
  return copy;
}

/** Trailers: the first one is the home hero and keeps its place; the rest are shuffled. */
export function shuffleExceptFirst<T>(items: readonly T[], random: Random): T[] {
  if (items.length < 2) return [...items];
  const [first, ...rest] = items;
  return [first as T, ...shuffle(rest, random)];
}
