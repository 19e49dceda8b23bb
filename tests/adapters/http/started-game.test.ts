import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readStartAnswer } from '../../../src/adapters/http/started-game';

describe('reading a game start answer, which the spec does not describe', () => {
  it('takes the session id and the address under the names servers use', () => {
    expect(readStartAnswer({ sessionId: 'gs-1', gameUrl: '/games/snake/' })).toEqual({
      sessionId: 'gs-1',
      playUrl: '/games/snake/',
    });
    expect(readStartAnswer({ sessionid: 42, playUrl: 'https://g.example/x' })).toEqual({
      sessionId: '42',
      playUrl: 'https://g.example/x',
    });
    expect(readStartAnswer({ id: 'abc', url: ' /games/2048/ ' })).toEqual({ sessionId: 'abc', playUrl: '/games/2048/' });
  });

  it('names nothing, rather than failing, for any other shape', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const read = readStartAnswer(data);
        expect(read.sessionId === null || typeof read.sessionId === 'string').toBe(true);
        expect(read.playUrl === null || typeof read.playUrl === 'string').toBe(true);
      }),
    );
    expect(readStartAnswer([1, 2])).toEqual({ sessionId: null, playUrl: null });
    expect(readStartAnswer({ sessionId: { nested: true }, gameUrl: 7 })).toEqual({ sessionId: null, playUrl: null });
  });

  it('keeps the session id and address whatever open fields come with them', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (extra) => {
        const data = { ...extra, sessionId: 'gs-9', gameUrl: '/games/ludo/' };
        expect(readStartAnswer(data)).toEqual({ sessionId: 'gs-9', playUrl: '/games/ludo/' });
      }),
    );
  });
});
