import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/application/errors';
import {
  endedSession,
  errorText,
  serverMessage,
  serviceErrorText,
  SOMETHING_WENT_WRONG,
} from '../../src/application/failure-text';

const refused = new ServiceError('rejected', 'Invalid OTP');
const offline = new ServiceError('network', 'No connection');
const bug = new TypeError('x is undefined');

describe('failure text', () => {
  it('keeps the spec fallback text', () => {
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong');
  });

  it('list loads show any error its own message, or the fallback', () => {
    expect(errorText(bug)).toBe('x is undefined');
    expect(errorText(offline)).toBe('No connection');
    expect(errorText('nope')).toBe(SOMETHING_WENT_WRONG);
    expect(errorText(new Error(''), 'Push not supported')).toBe('Push not supported');
  });

  it('stored failures show only messages written for people', () => {
    expect(serviceErrorText(offline)).toBe('No connection');
    expect(serviceErrorText(refused, 'Failed to change password')).toBe('Invalid OTP');
    expect(serviceErrorText(bug)).toBe(SOMETHING_WENT_WRONG);
  });

  it('the Failed modal shows the server message only when the server refused', () => {
    expect(serverMessage(refused, 'Login failed')).toBe('Invalid OTP');
    expect(serverMessage(offline, 'Login failed')).toBe('Login failed');
    expect(serverMessage(bug)).toBe(SOMETHING_WENT_WRONG);
  });

  it('recognises a 401, which shows nothing', () => {
    expect(endedSession(new ServiceError('unauthorized', 'Unauthorized'))).toBe(true);
    expect(endedSession(refused)).toBe(false);
  });
});
