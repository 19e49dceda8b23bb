import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../../application/config';
import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { useService, useStore } from '../../hooks/container-context';
import { BoltIcon, GamepadIcon, PhoneIcon, TrophyIcon, type IconProps } from '../../components/icons';
import { HeroArt } from './hero-art';
import styles from './welcome-screen.module.css';

const POINTS: Array<{ title: string; text: string; Icon: ComponentType<IconProps> }> = [
  {
    title: 'Play in seconds',
    text: 'Hundreds of games open right in your browser. Nothing to install, and light on mobile data.',
    Icon: BoltIcon,
  },
  {
    title: 'Pay with your mobile number',
    text: 'Pick a daily, weekly or monthly pass, confirm with a one-time code, and it is charged to your mobile balance. No card needed.',
    Icon: PhoneIcon,
  },
  {
    title: 'Compete and win',
    text: 'Join tournaments, climb the live leaderboard and see your name among the winners.',
    Icon: TrophyIcon,
  },
];

/** '/welcome' (spec §2, no top bar): the landing page for new visitors. */
export function Component() {
  const { productName } = useService(AppConfig);
  const auth = useStore(AuthStore);
  return (
    <div className={styles.welcome}>
      <section className={styles.hero} aria-labelledby="welcome-title">
        <HeroArt />
        <div className={styles.intro}>
          <p className={styles.brand}>
            <span className={styles.mark}>
              <GamepadIcon size={22} />
            </span>
            Games portal
          </p>
          <h1 id="welcome-title" className={styles.title}>
            {productName}
          </h1>
          <p className={styles.tagline}>Arcade, racing, puzzles and more — ready to play the moment you tap.</p>
          <div className={styles.actions}>
            <Link to="/home" className="button button--block">
              Start playing
            </Link>
            {!isLoggedIn(auth) && (
              <div className={styles.account}>
                <Link to="/login" className="button button--ghost">
                  Log in
                </Link>
                <Link to="/signup" className="button button--ghost">
                  Sign up
                </Link>
              </div>
            )}
          </div>
        </div>
      </section>

      <section className={styles.points} aria-labelledby="why-title">
        <h2 id="why-title" className="visually-hidden">{`Why ${productName}`}</h2>
        <ul className={styles.pointList}>
          {POINTS.map(({ title, text, Icon }) => (
            <li key={title} className={styles.point}>
              <span className={styles.pointIcon}>
                <Icon />
              </span>
              <h3 className={styles.pointTitle}>{title}</h3>
              <p className={styles.pointText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <nav className={styles.legal} aria-label="Legal">
        <Link to="/frequently-asked-questions">FAQs</Link>
        <Link to="/terms-&-conditions">Terms &amp; Conditions</Link>
        <Link to="/privacy-policy">Privacy policy</Link>
        <Link to="/cookie-statement">Cookie statement</Link>
        <Link to="/parental-information">Parental information</Link>
      </nav>
    </div>
  );
}
