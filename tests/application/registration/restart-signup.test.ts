import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSignupState } from '../../../src/application/stores/signup.store';
import { form, setup } from './signup-fakes';

describe('RestartSignup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('restarts from step 1 with nothing kept', async () => {
    const t = setup();
    await t.submit.execute(form);
    t.restart.execute();
    expect({ ...t.signup }).toEqual(initialSignupState());
  });
});
