import type { AsyncState } from '../stores/async-state';
import type { FailureFallback } from '../failure-text';
import type { ShowNotification } from './notifications/show-notification';
import { resendCode, type CodeOutcome, type ResendState } from './one-time-code-step';
import type { ShowToast } from './notifications/show-toast';
import { submitRequest } from './submit-request';

// The code step of the account flows (signup and password reset): the flow's user gets a code
// at one of its steps, sends it back, and may ask for another.

/** A flow that sends a code for its user at one of its steps. */
export interface CodeStepState extends AsyncState, ResendState {
  step: number;
}

export interface CodeStep<T> {
  /** The flow's step at which the code is asked for; at any other step nothing is sent. */
  step: number;
  send: (userId: string) => Promise<T>;
  /** What the accepted code moves the flow to. */
  apply: (answer: T) => void;
  /** What the 'Failed' modal says when the server gave no words (spec §8). */
  fallback: FailureFallback;
}

/**
 * Sends a well-formed code at the flow's code step, and not while a call is out; the accepted
 * code moves the flow on, and a failure shows the 'Failed' modal with the server's first message
 * or the flow's fallback (spec §8).
 */
export async function verifyAtCodeStep<T>(
  state: CodeStepState,
  notification: ShowNotification,
  at: CodeStep<T>,
): Promise<CodeOutcome> {
  const userId = state.userId;
  if (!userId || state.step !== at.step || state.status === 'loading') return { ok: false };
  const sent = await submitRequest(state, () => at.send(userId), { apply: at.apply, fallback: at.fallback }, notification);
  return { ok: sent };
}

/**
 * 'Resend code' at the flow's code step (POST /auth/otp/resend with the flow's resendtype); see
 * resendCode for the cooldown and what the player is told. At any other step nothing is sent.
 */
export abstract class ResendAtCodeStep {
  /** The flow's step at which the code is asked for. */
  protected abstract readonly codeStep: number;

  constructor(
    private readonly port: { resendCode(userId: string): Promise<void> },
    private readonly state: CodeStepState,
    private readonly toast: ShowToast,
    private readonly notification: ShowNotification,
  ) {}

  execute(): Promise<boolean> {
    if (this.state.step !== this.codeStep) return Promise.resolve(false);
    return resendCode(this.state, (userId) => this.port.resendCode(userId), {
      toast: this.toast,
      notification: this.notification,
    });
  }
}
