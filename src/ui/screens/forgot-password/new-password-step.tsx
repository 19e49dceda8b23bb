import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { ResetPassword } from '../../../application/use-cases/password-reset/reset-password';
import { useService, useStore } from '../../hooks/container-context';
import { CheckboxField, FormField } from '../../components/form-field';
import { type NewPasswordErrors, type NewPasswordForm } from '../../../domain/password-rules';
import styles from '../../components/account-card.module.css';

type Field = keyof NewPasswordForm;

/** Step 3: the new password. It lives only in this form; ResetPassword sends it once and keeps nothing. */
export function NewPasswordStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const { problemText, passwordHint } = useFieldProblemText();
  const resetPassword = useService(ResetPassword);
  const { status, sentTo } = useStore(PasswordResetStore);
  const [values, setValues] = useState<NewPasswordForm>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [shown, setShown] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const busy = status === 'loading';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await resetPassword.execute(values);
    if (outcome.ok) return;
    setErrors(outcome.fieldErrors);
    const firstInvalid = (['password', 'confirmation'] as const).find((name) => outcome.fieldErrors[name]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
  }

  const field = (name: Field) => ({
    name: name === 'password' ? 'new-password' : 'confirm-new-password',
    type: shown ? 'text' : 'password',
    autoComplete: 'new-password',
    autoCapitalize: 'none',
    spellCheck: false,
    value: values[name],
    error: errors[name] && problemText(errors[name]),
    ref: (element: HTMLInputElement | null) => void (inputs.current[name] = element),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <Trans>Choose a new password</Trans>
      </h2>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={sentTo} readOnly hidden />
        <FormField label={t`New password`} hint={passwordHint} {...field('password')} />
        <FormField label={t`Confirm new password`} {...field('confirmation')} />
        <CheckboxField label={t`Show passwords`} checked={shown} onChange={(e) => setShown(e.target.checked)} />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t`Resetting password…` : t`Reset password`}
        </button>
      </form>
    </>
  );
}
