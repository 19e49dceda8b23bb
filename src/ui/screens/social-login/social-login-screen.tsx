import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AppConfig } from '../../../application/config';
import { FinishSocialLogin } from '../../../application/use-cases/auth/finish-social-login';
import { useService } from '../../hooks/container-context';
import styles from './social-login.module.css';
import { PATHS } from '../../../domain/route-paths';

/**
 * /social-login (public, no top bar): `?provider=google|facebook` finishes a social sign-in,
 * `?parameter=…&redirect=…` completes single sign-on. The use case shows the 'Failed' modal;
 * this page then offers the way back to /login.
 */
export function Component() {
  const { productName } = useService(AppConfig);
  const finishSocialLogin = useService(FinishSocialLogin);
  const [searchParams] = useSearchParams();
  const [failed, setFailed] = useState(false);
  // A sign-on parameter is single use: run once per visit, even when StrictMode re-runs effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = {
      provider: searchParams.get('provider'),
      parameter: searchParams.get('parameter'),
      redirect: searchParams.get('redirect'),
    };
    void finishSocialLogin.execute(query).then((ok) => setFailed(!ok));
  }, [finishSocialLogin, searchParams]);

  const { t } = useLingui();
  return (
    <div className={styles.page}>
      {/* Busy until the sign-in has finished: what follows (a failure, or the page it leads to) replaces it. */}
      <section className={styles.card} aria-labelledby="social-login-title" aria-busy={failed ? undefined : true}>
        <p className={styles.brand}>{productName}</p>
        <h1 id="social-login-title" className={styles.title}>
          {failed ? t`Could not sign you in` : t`Signing in`}
        </h1>
        {failed ? (
          <>
            <p className={styles.text}>
              <Trans>The sign-in did not complete. You can log in with your email or mobile number instead.</Trans>
            </p>
            <Link className="button" to={PATHS.login}>
              <Trans>Back to log in</Trans>
            </Link>
          </>
        ) : (
          <p className={styles.text} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <Trans>Signing you in…</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
