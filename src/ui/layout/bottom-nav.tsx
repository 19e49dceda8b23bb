import { NavLink } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { useStore } from '../hooks/container-context';
import { GenresIcon, HomeIcon, LogInIcon, SearchIcon, TrophyIcon, UserIcon, type IconProps } from '../components/icons';
import styles from './bottom-nav.module.css';
import { PATHS } from '../../domain/route-paths';

interface Item {
  to: string;
  label: MessageDescriptor;
  Icon: ComponentType<IconProps>;
}

const BROWSE: Item[] = [
  { to: PATHS.home, label: msg`Home`, Icon: HomeIcon },
  { to: PATHS.genres, label: msg`Genres`, Icon: GenresIcon },
  { to: PATHS.search, label: msg`Search`, Icon: SearchIcon },
  { to: PATHS.tournament, label: msg`Tournament`, Icon: TrophyIcon },
];

/** Design brief: "Bottom navigation on phones: Home, Genres, Search, Tournament, Profile (or Login)."
 * Fixed to the bottom above the home indicator; the current page's item is highlighted. */
export function BottomNav() {
  const auth = useStore(AuthStore);
  const { i18n, t } = useLingui();
  const account: Item = isLoggedIn(auth)
    ? { to: PATHS.profile, label: msg`Profile`, Icon: UserIcon }
    : { to: PATHS.login, label: msg`Log in`, Icon: LogInIcon };

  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      <ul className={styles.list}>
        {[...BROWSE, account].map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className={styles.item}>
              <Icon size={22} />
              <span className={styles.label}>{i18n._(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
