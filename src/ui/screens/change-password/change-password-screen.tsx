import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { FieldErrors, PasswordChangeInput } from '../../../domain/profile-form';
import { PasswordChangeStore } from '../../../application/stores/password-change.store';
import { ChangePassword } from '../../../application/use-cases/profile/change-password';
import { useService, useStore } from '../../hooks/container-context';
import { CheckboxField, FormField } from '../../components/form-field';
import styles from './change-password.module.css';
import { PATHS } from '../../../domain/route-paths';

type Field = keyof PasswordChangeInput;
const FIELD_ORDER: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /change-password (private). The passwords live only in this form's state: cleared after a
 * success, kept after a failure so nothing typed is lost, never stored anywhere else.
 */
export function Component() {
  const changePassword = useService(ChangePassword);
  const { status } = useStore(PasswordChangeStore);
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [shown, setShown] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const busy = status === 'loading';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await changePassword.execute(values);
    if (outcome.ok) {
      setValues(EMPTY);
      return setErrors({});
    }
    setErrors(outcome.fieldErrors);
    const firstInvalid = FIELD_ORDER.find((field) => outcome.fieldErrors[field]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
  }

  const { t } = useLingui();
  const { problemText, passwordHint } = useFieldProblemText();
  const field = (name: Field) => ({
    name,
    type: shown ? 'text' : 'password',
    value: values[name],
    error: errors[name] && problemText(errors[name]),
    autoCapitalize: 'none',
    spellCheck: false,
    onChange: (e: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: e.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    ref: (el: HTMLInputElement | null) => void (inputs.current[name] = el),
  });

  return (
    <div className={`page ${styles.page}`}>
      <h1>
        <Trans>Change password</Trans>
      </h1>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField label={t`Current password`} autoComplete="current-password" {...field('currentPassword')} />
        <FormField label={t`New password`} autoComplete="new-password" hint={passwordHint} {...field('newPassword')} />
        <FormField label={t`Confirm new password`} autoComplete="new-password" {...field('confirmPassword')} />
        <CheckboxField label={t`Show passwords`} checked={shown} onChange={(e) => setShown(e.target.checked)} />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? t`Changing password…` : t`Change password`}
        </button>
      </form>
      <Link className={styles.back} to={PATHS.profile}>
        <Trans>Back to profile</Trans>
      </Link>
    </div>
  );
}
