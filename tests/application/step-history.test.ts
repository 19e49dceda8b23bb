import { describe, expect, it } from 'vitest';
import { createSignupStore } from '../../src/application/stores/signup.store';
import { createPasswordResetStore } from '../../src/application/stores/password-reset.store';
import { SignupSteps } from '../../src/application/use-cases/registration/signup-steps';
import { PasswordResetSteps } from '../../src/application/use-cases/password-reset/password-reset-steps';

describe('signup steps are history entries', () => {
  /** The state after the details were sent: a user id and the code step. */
  function atCodeStep() {
    const signup = createSignupStore();
    Object.assign(signup, { step: 3, userId: 'u-9', sentTo: '01712345678' });
    return { signup, steps: new SignupSteps(signup) };
  }

  it('Back from the code step shows the details; Forward returns to the code step, its code still pending', () => {
    const { signup, steps } = atCodeStep();
    expect(steps.execute(null)).toBe('details');
    expect(signup).toMatchObject({ step: 1, userId: 'u-9', sentTo: '01712345678' });
    expect(steps.execute('code')).toBe('code');
    expect(signup.step).toBe(3);
  });

  it('a reload (a fresh state) on ?step=code shows the details: no code was sent in this state', () => {
    const signup = createSignupStore();
    expect(new SignupSteps(signup).execute('code')).toBe('details');
    expect(signup.step).toBe(1);
  });

  it('once the account exists, Back never brings the details or the code step again', () => {
    const { signup, steps } = atCodeStep();
    signup.step = 4;
    expect(steps.execute('code')).toBe('done');
    expect(steps.execute(null)).toBe('done');
    expect(signup.step).toBe(4);
  });

  it('an unknown step in the address is the first step', () => {
    const { steps } = atCodeStep();
    expect(steps.execute('password')).toBe('details');
  });
});

describe('password reset steps are history entries', () => {
  function atPasswordStep() {
    const reset = createPasswordResetStore();
    Object.assign(reset, { step: 3, userId: 'u-1', sentTo: 'free@example.com', code: '123456' });
    return { reset, steps: new PasswordResetSteps(reset) };
  }

  it('Back walks new password → code → account, Forward walks back up, keeping what the flow knows', () => {
    const { reset, steps } = atPasswordStep();
    expect(steps.execute('code')).toBe('code');
    expect(reset).toMatchObject({ step: 2, userId: 'u-1', code: '123456' });
    expect(steps.execute(null)).toBe('account');
    expect(reset.sentTo).toBe('free@example.com');
    expect(steps.execute('code')).toBe('code');
    expect(steps.execute('password')).toBe('password');
    expect(reset.step).toBe(3);
  });

  it('Forward to the new password needs a verified code', () => {
    const reset = createPasswordResetStore();
    Object.assign(reset, { step: 2, userId: 'u-1' });
    expect(new PasswordResetSteps(reset).execute('password')).toBe('code');
    expect(reset.step).toBe(2);
  });

  it('after the reset only the done step is shown', () => {
    const { reset, steps } = atPasswordStep();
    reset.status = 'succeeded';
    expect(steps.current()).toBe('done');
    expect(steps.execute('code')).toBe('done');
  });
});
