import { describe, expect, it } from 'vitest';
import { playAddressQuery, playAddressSeed, withPlayAddressVariant } from '../../src/domain/play-address';

describe('the play screen’s address for a seeded game', () => {
  it('gives the game the mode and seed it asks for, keeping the title’s speed, theme and language', () => {
    expect(withPlayAddressVariant('/games/snake/?mode=classic&speed=3&theme=lava#lang=bn', '?mode=maze&seed=77')).toBe(
      '/games/snake/?mode=maze&speed=3&theme=lava&seed=77#lang=bn',
    );
    expect(withPlayAddressVariant('/games/mines/', playAddressQuery('wide', 9))).toBe('/games/mines/?mode=wide&seed=9');
  });

  it('changes nothing when it asks for neither, and ignores a seed that is not a 32-bit whole number', () => {
    expect(withPlayAddressVariant('/games/snake/?mode=wrap', '')).toBe('/games/snake/?mode=wrap');
    expect(playAddressSeed('?seed=-1')).toBeNull();
    expect(playAddressSeed('?seed=4294967296')).toBeNull();
    expect(playAddressSeed('?seed=4294967295')).toBe(4294967295);
  });
});
