import { NavLink } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { useStore } from '../hooks/container-context';
import { Icon, type IconName } from '../components/icons';
import styles from './bottom-nav.module.css';
import { PATHS } from '../../domain/route-paths';

interface Item {
  to: string;
  label: MessageDescriptor;
  icon: IconName;
}

const BROWSE: Item[] = [
  { to: PATHS.home, label: msg`Home`, icon: 'home' },
  { to: PATHS.genres, label: msg`Genres`, icon: 'genres' },
  { to: PATHS.search, label: msg`Search`, icon: 'search' },
  { to: PATHS.tournament, label: msg`Tournament`, icon: 'trophy' },
];

/** Design brief: "Bottom navigation on phones: Home, Genres, Search, Tournament, Profile (or Login)."
 * Fixed to the bottom above the home indicator; the current page's item is highlighted. */
export function BottomNav() {
  const auth = useStore(AuthStore);
  const { i18n, t } = useLingui();
  const account: Item = isLoggedIn(auth)
    ? { to: PATHS.profile, label: msg`Profile`, icon: 'user' }
    : { to: PATHS.login, label: msg`Log in`, icon: 'logIn' };

  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      <ul className={styles.list}>
        {[...BROWSE, account].map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink to={to} className={styles.item}>
              <Icon name={icon} size={22} />
              <span className={styles.label}>{i18n._(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
