import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/application/errors';
import { endedSession, failureOf } from '../../src/application/failure-text';

const refused = new ServiceError('rejected', 'Invalid OTP');
const offline = new ServiceError('network', 'No connection');
const bug = new TypeError('x is undefined');

describe('what the player reads about a failure', () => {
  it("is the server's first error when it refused, whatever the flow's fallback (spec §8)", () => {
    expect(failureOf(refused)).toEqual({ code: 'refused', message: 'Invalid OTP' });
    expect(failureOf(refused, 'login-failed')).toEqual({ code: 'refused', message: 'Invalid OTP' });
  });

  it("is the flow's fallback for every other failure when the flow names one ('Login failed')", () => {
    expect(failureOf(offline, 'login-failed')).toEqual({ code: 'login-failed' });
    expect(failureOf(new ServiceError('rejected', ''), 'billing-failed')).toEqual({ code: 'billing-failed' });
    expect(failureOf(bug, 'signup-failed')).toEqual({ code: 'signup-failed' });
  });

  it('says for a load what kept the answer from coming, and never a programming error’s own text', () => {
    expect(failureOf(offline)).toEqual({ code: 'no-connection' });
    expect(failureOf(new ServiceError('server', 'HTTP 503'))).toEqual({ code: 'server-problem' });
    expect(failureOf(new ServiceError('malformed', 'bad json'))).toEqual({ code: 'unreadable-answer' });
    expect(failureOf(new ServiceError('unauthorized', 'Unauthorized'))).toEqual({ code: 'session-ended' });
    expect(failureOf(bug)).toEqual({ code: 'something-went-wrong' });
    expect(failureOf('nope')).toEqual({ code: 'something-went-wrong' });
  });

  it('recognises a 401, which shows nothing', () => {
    expect(endedSession(new ServiceError('unauthorized', 'Unauthorized'))).toBe(true);
    expect(endedSession(refused)).toBe(false);
  });
});
