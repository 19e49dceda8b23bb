import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocaleSwitch } from '../../i18n/locale-switch';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../../application/config';
import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { useService, useStore } from '../../hooks/container-context';
import { Icon, type IconName } from '../../components/icons';
import { HeroArt } from './hero-art';
import styles from './welcome-screen.module.css';
import { PATHS } from '../../../domain/route-paths';

/** The help and legal pages a visitor can read before signing up. */
const LEGAL_PAGES: ReadonlyArray<{ path: string; label: MessageDescriptor }> = [
  { path: PATHS.frequentlyAskedQuestions, label: msg`FAQs` },
  { path: PATHS.termsAndConditions, label: msg`Terms & Conditions` },
  { path: PATHS.privacyPolicy, label: msg`Privacy policy` },
  { path: PATHS.cookieStatement, label: msg`Cookie statement` },
  { path: PATHS.parentalInformation, label: msg`Parental information` },
];

const POINTS: Array<{ title: MessageDescriptor; text: MessageDescriptor; icon: IconName }> = [
  {
    title: msg`Play in seconds`,
    text: msg`Hundreds of games open right in your browser. Nothing to install, and light on mobile data.`,
    icon: 'bolt',
  },
  {
    title: msg`Pay with your mobile number`,
    text: msg`Pick a daily, weekly or monthly pass, confirm with a one-time code, and it is charged to your mobile balance. No card needed.`,
    icon: 'phone',
  },
  {
    title: msg`Compete and win`,
    text: msg`Join tournaments, climb the live leaderboard and see your name among the winners.`,
    icon: 'trophy',
  },
];

/** '/welcome' (spec §2, no top bar): the landing page for new visitors. */
export function Component() {
  const { productName } = useService(AppConfig);
  const auth = useStore(AuthStore);
  const { i18n, t } = useLingui();
  return (
    <div className={styles.welcome}>
      <LocaleSwitch className={styles.locale} />
      <section className={styles.hero} aria-labelledby="welcome-title">
        <HeroArt />
        <div className={styles.intro}>
          <p className={styles.brand}>
            <span className={styles.mark}>
              <Icon name="gamepad" size={22} />
            </span>
            <Trans>Games portal</Trans>
          </p>
          <h1 id="welcome-title" className={styles.title}>
            {productName}
          </h1>
          <p className={styles.tagline}>
            <Trans>Arcade, racing, puzzles and more — ready to play the moment you tap.</Trans>
          </p>
          <div className={styles.actions}>
            <Link to={PATHS.home} className="button button--block">
              <Trans>Start playing</Trans>
            </Link>
            {!isLoggedIn(auth) && (
              <div className={styles.account}>
                <Link to={PATHS.login} className="button button--ghost">
                  <Trans>Log in</Trans>
                </Link>
                <Link to={PATHS.signup} className="button button--ghost">
                  <Trans>Sign up</Trans>
                </Link>
              </div>
            )}
          </div>
        </div>
      </section>

      <section className={styles.points} aria-labelledby="why-title">
        <h2 id="why-title" className="visually-hidden">{t`Why ${productName}`}</h2>
        <ul className={styles.pointList}>
          {POINTS.map(({ title, text, icon }) => (
            <li key={title.id} className={styles.point}>
              <span className={styles.pointIcon}>
                <Icon name={icon} />
              </span>
              <h3 className={styles.pointTitle}>{i18n._(title)}</h3>
              <p className={styles.pointText}>{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <nav className={styles.legal} aria-label={t`Legal`}>
        {LEGAL_PAGES.map(({ path, label }) => (
          <Link key={path} to={path}>
            {i18n._(label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
