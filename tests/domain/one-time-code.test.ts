import { describe, expect, it } from 'vitest';
import { checkOneTimeCode, type CodeProblem } from '../../src/domain/one-time-code';

describe('one-time code', () => {
  it('accepts six digits, also when pasted with spaces or dashes', () => {
    expect(checkOneTimeCode('123456')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode(' 123 456 ')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode('123-456')).toEqual({ ok: true, code: '123456' });
  });

  const required: CodeProblem = { code: 'code-required' };
  const sixDigits: CodeProblem = { code: 'code-length', length: 6 };
  it.each([
    ['', required],
    ['   ', required],
    ['12345', sixDigits],
    ['1234567', sixDigits],
    ['12a456', sixDigits],
  ])('rejects %j with %j', (text, problem) => {
    expect(checkOneTimeCode(text)).toEqual({ ok: false, problem });
  });
});

describe('Bangla digits in a one-time code', () => {
  it('accepts a code typed or pasted in Bangla digits and sends it in Latin digits', () => {
    expect(checkOneTimeCode('১২৩৪৫৬')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode('১২৩ ৪৫৬')).toEqual({ ok: true, code: '123456' });
  });
});
