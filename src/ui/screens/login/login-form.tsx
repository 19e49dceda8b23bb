import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthStore } from '../../../application/stores/auth.store';
import { Login, type LoginFieldErrors } from '../../../application/use-cases/auth/login';
import { ReadRememberedLogin } from '../../../application/use-cases/auth/read-remembered-login';
import { useService, useStore } from '../../hooks/container-context';
import { CheckboxField, FormField } from '../../components/form-field';
import { ACCOUNT_IDENTIFIER_INPUT } from '../../components/input-kinds';
import { PasswordToggle } from './password-toggle';
import styles from './login.module.css';
import { PATHS } from '../../../domain/route-paths';

/**
 * The password login form. It holds only what is typed (kept after a failure) and the field
 * messages the Login use case returns; the rules, the request and the redirects are the use case's.
 */
export function LoginForm() {
  const login = useService(Login);
  const remembered = useService(ReadRememberedLogin);
  const { status } = useStore(AuthStore);
  const [initial] = useState(() => remembered.execute());
  const [identifier, setIdentifier] = useState(initial.identifier);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(initial.rememberMe);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const identifierInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const busy = status === 'loading';
  const { t } = useLingui();
  const { problemText } = useFieldProblemText();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await login.execute({ identifier, password, rememberMe });
    if (outcome.ok) return;
    setErrors(outcome.fieldErrors);
    if (outcome.fieldErrors.identifier) identifierInput.current?.focus();
    else if (outcome.fieldErrors.password) passwordInput.current?.focus();
  }

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormField
        ref={identifierInput}
        label={t`Email or mobile number`}
        {...ACCOUNT_IDENTIFIER_INPUT}
        value={identifier}
        error={errors.identifier && problemText(errors.identifier)}
        onChange={(e) => {
          setIdentifier(e.target.value);
          setErrors((current) => ({ ...current, identifier: undefined }));
        }}
      />
      <FormField
        ref={passwordInput}
        label={t`Password`}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        value={password}
        error={errors.password && problemText(errors.password)}
        onChange={(e) => {
          setPassword(e.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
      />
      <div className={styles.row}>
        <CheckboxField
          label={t`Remember me`}
          name="remember"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.target.checked)}
        />
        <Link to={PATHS.forgotPassword} className={styles.forgot}>
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? t`Logging in…` : t`Log in`}
      </button>
    </form>
  );
}
