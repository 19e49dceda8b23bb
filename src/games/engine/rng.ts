/**
 * The one source of chance in a game: a small seeded generator (mulberry32), so that the same seed
 * and the same inputs give the same game. Its whole state is one 32-bit number, which a game keeps
 * in its resumable state: a resumed game draws the same numbers it would have drawn.
 *
 * Rules never call Math.random; they take an Rng.
 */
export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** The generator's state, to save and hand to `new Rng(state)` to continue the same sequence. */
  get state(): number {
    return this.s;
  }

  /** A number in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  /** A number in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError('Rng.pick needs a non-empty list');
    return list[this.int(list.length)]!;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/** A seed read from text: a whole number 0 to 2^32 - 1, or null. */
export function parseSeed(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= 0xffffffff ? value : null;
}
