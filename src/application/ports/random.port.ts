import { token } from '../token';

/** A source of randomness in [0, 1): the spec's client-side shuffles go through it so tests are deterministic. */
export type RandomSource = () => number;
export const RandomSource = token<RandomSource>('RandomSource');
