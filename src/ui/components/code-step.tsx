import type { RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import type { LoadStatus } from '../../application/stores/async-state';
import type { VerifiesCode } from '../../application/use-cases/one-time-code-step';
import type { ClassToken, Token } from '../../application/token';
import { useService, useStore } from '../hooks/container-context';
import { OneTimeCodeForm } from './one-time-code-form';
import styles from './account-card.module.css';

/** What a one-time-code step reads from its flow's store (signup and password reset share it). */
export interface CodeStepState {
  status: LoadStatus;
  sentTo: string;
  resendAvailableAt: number | null;
  resending: boolean;
}

/** Where a flow keeps its code step: its store and the use cases that verify, resend and start over. */
export interface CodeStepFlow {
  store: Token<CodeStepState>;
  verify: ClassToken<VerifiesCode>;
  resend: ClassToken<{ execute(): unknown }>;
  restart: ClassToken<{ execute(): void }>;
}

export interface CodeStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  flow: CodeStepFlow;
  /** The way back to the flow's first step, e.g. 'Change details'. */
  restartLabel: string;
}

/** The code step of an account flow: the code form, Resend with its cooldown, and a way back. */
export function CodeStep({ headingRef, flow, restartLabel }: CodeStepProps) {
  const state = useStore(flow.store);
  const verify = useService(flow.verify);
  const resend = useService(flow.resend);
  const restart = useService(flow.restart);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <Trans>Enter your code</Trans>
      </h2>
      <OneTimeCodeForm
        sentTo={state.sentTo}
        busy={state.status === 'loading'}
        verify={verify}
        onResend={() => void resend.execute()}
        resendAvailableAt={state.resendAvailableAt}
        resending={state.resending}
      >
        <button type="button" className={`button button--ghost ${styles.secondary}`} onClick={() => restart.execute()}>
          {restartLabel}
        </button>
      </OneTimeCodeForm>
    </>
  );
}
