import { Trans, useLingui } from '@lingui/react/macro';
import { usePasswordForm } from '../use-password-form';
import { type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PasswordChangeInput } from '../../../domain/profile-form';
import { PasswordChangeStore } from '../../../application/stores/password-change.store';
import { ChangePassword } from '../../../application/use-cases/profile/change-password';
import { useService, useStore } from '../../hooks/container-context';
import { CheckboxField, FormField } from '../../components/form-field';
import styles from './change-password.module.css';
import { PATHS } from '../../../domain/route-paths';

type Field = keyof PasswordChangeInput;
const FIELD_ORDER: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /change-password (private). The passwords live only in this form's state: cleared after a
 * success, kept after a failure so nothing typed is lost, never stored anywhere else.
 */
export function Component() {
  const changePassword = useService(ChangePassword);
  const { status } = useStore(PasswordChangeStore);
  const { values, field, showProblems, clear, showPasswords, passwordHint } = usePasswordForm(EMPTY, FIELD_ORDER);
  const busy = status === 'loading';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await changePassword.execute(values);
    if (outcome.ok) return clear();
    showProblems(outcome.fieldErrors);
  }

  const { t } = useLingui();

  return (
    <div className={`page ${styles.page}`}>
      <h1>
        <Trans>Change password</Trans>
      </h1>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField label={t`Current password`} autoComplete="current-password" {...field('currentPassword')} />
        <FormField label={t`New password`} autoComplete="new-password" hint={passwordHint} {...field('newPassword')} />
        <FormField label={t`Confirm new password`} autoComplete="new-password" {...field('confirmPassword')} />
        <CheckboxField label={t`Show passwords`} {...showPasswords} />
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
