import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { SignupStore } from '../../../application/stores/signup.store';
import { VerifySignupCode } from '../../../application/use-cases/registration/verify-signup-code';
import { ResendSignupCode } from '../../../application/use-cases/registration/resend-signup-code';
import { RestartSignup } from '../../../application/use-cases/registration/restart-signup';
import { useService, useStore } from '../../hooks/container-context';
import { CodeStep } from '../../components/code-step';

/** Step 3: the code sent to the new account's mobile number. A refused code shows the 'Failed' modal (spec §8). */
export function SignupCodeStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  return (
    <CodeStep
      headingRef={headingRef}
      state={useStore(SignupStore)}
      verify={useService(VerifySignupCode)}
      resend={useService(ResendSignupCode)}
      restart={useService(RestartSignup)}
      restartLabel={t`Change details`}
    />
  );
}
