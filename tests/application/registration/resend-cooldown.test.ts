import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from '../../../src/application/use-cases/registration/resend-cooldown';

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
