import { NavLink } from 'react-router-dom';
import type { ComponentType } from 'react';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { useStore } from '../hooks/container-context';
import { GenresIcon, HomeIcon, LogInIcon, SearchIcon, TrophyIcon, UserIcon, type IconProps } from '../components/icons';
import styles from './bottom-nav.module.css';

interface Item {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

const BROWSE: Item[] = [
  { to: '/home', label: 'Home', Icon: HomeIcon },
  { to: '/genres', label: 'Genres', Icon: GenresIcon },
  { to: '/search', label: 'Search', Icon: SearchIcon },
  { to: '/tournament', label: 'Tournament', Icon: TrophyIcon },
];

/** Design brief: "Bottom navigation on phones: Home, Genres, Search, Tournament, Profile (or Login)."
 * Fixed to the bottom above the home indicator; the current page's item is highlighted. */
export function BottomNav() {
  const auth = useStore(AuthStore);
  const account: Item = isLoggedIn(auth)
    ? { to: '/profile', label: 'Profile', Icon: UserIcon }
    : { to: '/login', label: 'Log in', Icon: LogInIcon };

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {[...BROWSE, account].map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className={styles.item}>
              <Icon size={22} />
              <span className={styles.label}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
