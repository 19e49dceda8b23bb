import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, checkOneTimeCode } from '../../src/domain/one-time-code';

describe('one-time code', () => {
  it('accepts six digits, also when pasted with spaces or dashes', () => {
    expect(checkOneTimeCode('123456')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode(' 123 456 ')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode('123-456')).toEqual({ ok: true, code: '123456' });
  });

  it.each([
    ['', CODE_MESSAGES.required],
    ['   ', CODE_MESSAGES.required],
    ['12345', CODE_MESSAGES.invalid],
    ['1234567', CODE_MESSAGES.invalid],
    ['12a456', CODE_MESSAGES.invalid],
  ])('rejects %j with %j', (text, message) => {
    expect(checkOneTimeCode(text)).toEqual({ ok: false, message });
  });
});

describe('Bangla digits in a one-time code', () => {
  it('accepts a code typed or pasted in Bangla digits and sends it in Latin digits', () => {
    expect(checkOneTimeCode('১২৩৪৫৬')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode('১২৩ ৪৫৬')).toEqual({ ok: true, code: '123456' });
  });
});
