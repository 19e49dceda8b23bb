import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { VerifyResetCode } from '../../../application/use-cases/password-reset/verify-reset-code';
import { ResendResetCode } from '../../../application/use-cases/password-reset/resend-reset-code';
import { RestartPasswordReset } from '../../../application/use-cases/password-reset/restart-password-reset';
import { useService, useStore } from '../../hooks/container-context';
import { CodeStep } from '../../components/code-step';

/** Step 2: the code; once verified the flow goes to step 3 (spec §4). */
export function ResetCodeStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  return (
    <CodeStep
      headingRef={headingRef}
      state={useStore(PasswordResetStore)}
      verify={useService(VerifyResetCode)}
      resend={useService(ResendResetCode)}
      restart={useService(RestartPasswordReset)}
      restartLabel={t`Use a different account`}
    />
  );
}
