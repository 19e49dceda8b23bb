import fc from 'fast-check';

/**
 * A property that fails reports the case it failed on at once, with the seed and path that replay
 * it (`fc.assert(property, { seed, path })`), instead of shrinking it first. Shrinking a board of
 * twenty discs whose every run steps the physics for twelve seconds of play was seen to go on for
 * many minutes, holding the whole suite; the raw case and its seed are enough to reproduce it.
 */
fc.configureGlobal({ endOnFailure: true });
