import { describe, expect, it } from 'vitest';
import { playAddressSeed, withPlayAddressVariant } from '../../src/domain/play-address';
import { routeTo } from '../../src/domain/route-paths';

describe('the play screen’s address for a seeded game', () => {
  it('gives the game the mode and seed it asks for, keeping the title’s speed, theme and language', () => {
    expect(withPlayAddressVariant('/games/snake/?mode=classic&speed=3&theme=lava#lang=bn', '?mode=maze&seed=77')).toBe(
      '/games/snake/?mode=maze&speed=3&theme=lava&seed=77#lang=bn',
    );
    const board = routeTo.playBoard('mines', 'wide', 9);
    expect(board).toBe('/play/mines?mode=wide&seed=9');
    expect(withPlayAddressVariant('/games/mines/', board.slice(board.indexOf('?')))).toBe('/games/mines/?mode=wide&seed=9');
  });

  it('changes nothing when it asks for neither, and ignores a seed that is not a 32-bit whole number', () => {
    expect(withPlayAddressVariant('/games/snake/?mode=wrap', '')).toBe('/games/snake/?mode=wrap');
    expect(playAddressSeed('?seed=-1')).toBeNull();
    expect(playAddressSeed('?seed=4294967296')).toBeNull();
    expect(playAddressSeed('?seed=4294967295')).toBe(4294967295);
  });
});
