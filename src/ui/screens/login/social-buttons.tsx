import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AuthStore } from '../../../application/stores/auth.store';
import { SocialLogin } from '../../../application/use-cases/auth/social-login';
import type { SocialProvider } from '../../../application/ports/auth.port';
import { useService, useStore } from '../../hooks/container-context';
import styles from './login.module.css';

const PROVIDERS: ReadonlyArray<{ provider: SocialProvider; label: MessageDescriptor; mark: string }> = [
  { provider: 'google', label: msg`Continue with Google`, mark: 'G' },
  { provider: 'facebook', label: msg`Continue with Facebook`, mark: 'f' },
];

/**
 * Social sign-in starts right from the click (not after a navigation), so the provider's popup
 * still counts as opened by the user and is not blocked by the browser.
 */
export function SocialButtons() {
  const socialLogin = useService(SocialLogin);
  const { status } = useStore(AuthStore);
  const { i18n } = useLingui();
  return (
    <div className={styles.social}>
      {PROVIDERS.map(({ provider, label, mark }) => (
        <button
          key={provider}
          type="button"
          className={`button button--ghost ${styles.socialButton}`}
          disabled={status === 'loading'}
          onClick={() => void socialLogin.execute(provider)}
        >
          <span className={`${styles.socialMark} ${styles[provider]}`} aria-hidden="true">
            {mark}
          </span>
          {i18n._(label)}
        </button>
      ))}
    </div>
  );
}
