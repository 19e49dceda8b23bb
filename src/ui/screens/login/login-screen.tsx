import { Trans } from '@lingui/react/macro';
import { LocaleSwitch } from '../../i18n/locale-switch';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RememberRedirectTarget } from '../../../application/use-cases/auth/remember-redirect-target';
import { useService } from '../../hooks/container-context';
import { BrandLink } from '../../components/brand-link';
import { LoginForm } from './login-form';
import { SocialButtons } from './social-buttons';
import styles from './login.module.css';
import { PATHS } from '../../../domain/route-paths';

/**
 * /login (public, no top bar): password login, social sign-in and the ways onward (reset, sign up).
 * A partner may send the user here with `?redirectto=<url>`; the use case keeps it only when the
 * URL guard accepts it, and the login then ends there with an esports token (spec §2).
 */
export function Component() {
  const rememberRedirectTarget = useService(RememberRedirectTarget);
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectto');

  useEffect(() => {
    rememberRedirectTarget.execute(redirectTo);
  }, [redirectTo, rememberRedirectTarget]);

  return (
    <div className={styles.page}>
      <LocaleSwitch className={styles.locale} />
      <section className={styles.card} aria-labelledby="login-title">
        <BrandLink className={styles.brand} markClassName={styles.mark} />
        <h1 id="login-title" className={styles.title}>
          <Trans>Log in</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Welcome back. Your games are waiting.</Trans>
        </p>
        <LoginForm />
        <p className={styles.divider}>
          <span>
            <Trans>or</Trans>
          </span>
        </p>
        <SocialButtons />
        <p className={styles.signup}>
          <Trans>
            New here? <Link to={PATHS.signup}>Sign up</Link>
          </Trans>
        </p>
      </section>
    </div>
  );
}
