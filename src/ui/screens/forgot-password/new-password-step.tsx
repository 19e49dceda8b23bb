import { Trans, useLingui } from '@lingui/react/macro';
import { usePasswordForm } from '../use-password-form';
import { type FormEvent, type RefObject } from 'react';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { ResetPassword } from '../../../application/use-cases/password-reset/reset-password';
import { useService, useStore } from '../../hooks/container-context';
import { CheckboxField, FormField } from '../../components/form-field';
import { type NewPasswordForm } from '../../../domain/password-rules';
import styles from '../../components/account-card.module.css';
import { SubmitButton } from '../../components/submit-button';

type Field = keyof NewPasswordForm;
const FIELD_ORDER: readonly Field[] = ['password', 'confirmation'];
const EMPTY: NewPasswordForm = { password: '', confirmation: '' };

/** Step 3: the new password. It lives only in this form; ResetPassword sends it once and keeps nothing. */
export function NewPasswordStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const resetPassword = useService(ResetPassword);
  const { status, sentTo } = useStore(PasswordResetStore);
  const { values, field, showProblems, showPasswords, passwordHint } = usePasswordForm(EMPTY, FIELD_ORDER);
  const busy = status === 'loading';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await resetPassword.execute(values);
    if (!outcome.ok) showProblems(outcome.fieldErrors);
  }

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <Trans>Choose a new password</Trans>
      </h2>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={sentTo} readOnly hidden />
        <FormField
          label={t`New password`}
          hint={passwordHint}
          {...field('password')}
          name="new-password"
          autoComplete="new-password"
        />
        <FormField
          label={t`Confirm new password`}
          {...field('confirmation')}
          name="confirm-new-password"
          autoComplete="new-password"
        />
        <CheckboxField label={t`Show passwords`} {...showPasswords} />
        <SubmitButton busy={busy} className={`button ${styles.submit}`}>
          {busy ? t`Resetting password…` : t`Reset password`}
        </SubmitButton>
      </form>
    </>
  );
}
