import { describe, expect, it, vi } from 'vitest';
import { WebOtpSmsCode } from '../../../src/adapters/browser/web-otp';

describe('WebOtpSmsCode: the code read from its SMS where the browser can', () => {
  it('asks the browser for an SMS code (transport sms) and answers its code', async () => {
    const get = vi.fn(async () => ({ code: '123456' }));
    const sms = new WebOtpSmsCode({ OTPCredential: class {}, navigator: { credentials: { get } } });
    const stop = new AbortController();
    await expect(sms.receive(stop.signal)).resolves.toBe('123456');
    expect(get).toHaveBeenCalledWith({ otp: { transport: ['sms'] }, signal: stop.signal });
  });

  it('answers null where the browser has no WebOTP (the autocomplete fallback applies)', async () => {
    const get = vi.fn();
    await expect(
      new WebOtpSmsCode({ navigator: { credentials: { get } } }).receive(new AbortController().signal),
    ).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('answers null when the step is left (aborted) or the player refuses', async () => {
    const get = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const sms = new WebOtpSmsCode({ OTPCredential: class {}, navigator: { credentials: { get } } });
    await expect(sms.receive(new AbortController().signal)).resolves.toBeNull();
  });
});
