import { describe, expect, it, vi } from 'vitest';
import { secondsUntilResend, verifyTypedCode } from '../../src/application/use-cases/one-time-code-step';

describe('resend countdown', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsUntilResend(null, 1_000)).toBe(0);
    expect(secondsUntilResend(31_000, 1_000)).toBe(30);
    expect(secondsUntilResend(31_000, 1_001)).toBe(30);
    expect(secondsUntilResend(31_000, 30_001)).toBe(1);
    expect(secondsUntilResend(31_000, 31_000)).toBe(0);
    expect(secondsUntilResend(31_000, 99_000)).toBe(0);
  });
});

describe('a typed one-time code', () => {
  it('is sent without the spaces or dashes pasted from a message', async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    expect(await verifyTypedCode('123-456', send)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith('123456');
  });

  it('is not sent when it is not six digits, and the field says why', async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    expect(await verifyTypedCode('', send)).toEqual({ ok: false, fieldError: { code: 'code-required' } });
    expect(await verifyTypedCode('12345', send)).toEqual({ ok: false, fieldError: { code: 'code-length', length: 6 } });
    expect(send).not.toHaveBeenCalled();
  });
});
