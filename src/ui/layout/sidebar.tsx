import { Trans, useLingui } from '@lingui/react/macro';
import { useNames } from '../i18n/names';
import { LocaleSwitch } from '../i18n/locale-switch';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SIDEBAR_GENRES, SIDEBAR_MENUS, type SidebarMenu } from '../../domain/sidebar';
import { routeTo } from '../../domain/route-paths';
import { AppConfig } from '../../application/config';
import { SidebarStore } from '../../application/stores/sidebar.store';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { LogOutAnywhere } from '../../application/use-cases/session/log-out-anywhere';
import { SelectSidebarMenu } from '../../application/use-cases/sidebar/select-sidebar-menu';
import { ToggleMobileSidebar } from '../../application/use-cases/sidebar/toggle-mobile-sidebar';
import { ToggleSidebarExpanded } from '../../application/use-cases/sidebar/toggle-sidebar-expanded';
import { useService, useStore } from '../hooks/container-context';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import { Icon, type IconName } from '../components/icons';
import styles from './sidebar.module.css';

const ICONS: Record<SidebarMenu, IconName> = {
  Explore: 'compass',
  Genres: 'genres',
  Favourites: 'heart',
  Tournaments: 'trophy',
  Plans: 'crown',
  Esports: 'gamepad',
  Voucher: 'ticket',
};

/**
 * Design brief: "Desktop (≥ 1024 px) shows the sidebar (Explore, genres, favourites, tournaments,
 * plans)". On phones the same navigation is a drawer opened from the top bar's Menu button; while
 * open it holds focus and closes on Escape, on the backdrop, or when a page is chosen.
 */
export function Sidebar() {
  const { t } = useLingui();
  const names = useNames();
  const { productName } = useService(AppConfig);
  const sidebar = useStore(SidebarStore);
  const select = useService(SelectSidebarMenu);
  const toggleDrawer = useService(ToggleMobileSidebar);
  const toggleExpanded = useService(ToggleSidebarExpanded);
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const closeDrawer = () => toggleDrawer.execute(false);
  useDialogFocus(nav, { active: sidebar.mobileOpen, onEscape: closeDrawer });

  const classes = [styles.sidebar, sidebar.expanded ? '' : styles.rail, sidebar.mobileOpen ? styles.open : ''].join(' ');
  return (
    <>
      {sidebar.mobileOpen && <div className={styles.scrim} aria-hidden="true" onClick={closeDrawer} />}
      <nav ref={nav} id="sidebar" className={classes} aria-label={t`Sidebar`}>
        <div className={styles.drawerHead}>
          <span className={styles.brand}>{productName}</span>
          <LocaleSwitch className={styles.locale} />
          <button type="button" className="icon-button" aria-label={t`Close menu`} onClick={closeDrawer}>
            <Icon name="close" />
          </button>
        </div>
        <ul className={styles.menu}>
          {SIDEBAR_MENUS.map(({ menu, path }) => {
            return (
              <li key={menu}>
                <Link
                  to={path}
                  className={`${styles.entry} ${sidebar.activeMenu === menu ? styles.active : ''}`}
                  aria-current={pathname === path ? 'page' : undefined}
                  title={sidebar.expanded ? undefined : names.menu(menu)}
                  onClick={() => select.execute(menu)}
                >
                  <Icon name={ICONS[menu]} size={22} />
                  <span className={styles.label}>{names.menu(menu)}</span>
                </Link>
                {menu === 'Genres' && (
                  <ul className={styles.genres} aria-label={t`Popular genres`}>
                    {SIDEBAR_GENRES.map((genre, index) => (
                      <li key={genre.uniqueName}>
                        <Link
                          to={routeTo.genre(genre.uniqueName)}
                          className={`${styles.genre} ${sidebar.activeGenreIndex === index ? styles.active : ''}`}
                          aria-current={pathname === routeTo.genre(genre.uniqueName) ? 'page' : undefined}
                          onClick={() => select.execute('Genres', index)}
                        >
                          {names.genre(genre.uniqueName)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <LogOutEntry expanded={sidebar.expanded} onDone={closeDrawer} />
        <button
          type="button"
          className={`icon-button ${styles.collapse}`}
          aria-label={sidebar.expanded ? t`Collapse sidebar` : t`Expand sidebar`}
          onClick={() => toggleExpanded.execute()}
        >
          {sidebar.expanded ? <Icon name="chevronLeft" /> : <Icon name="chevronRight" />}
        </button>
      </nav>
    </>
  );
}

/** Log out, for a logged-in player, from every screen that shows the sidebar or its drawer. */
function LogOutEntry({ expanded, onDone }: { expanded: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const auth = useStore(AuthStore);
  const logOut = useService(LogOutAnywhere);
  const [leaving, setLeaving] = useState(false);
  if (!isLoggedIn(auth)) return null;
  const onClick = async () => {
    setLeaving(true);
    try {
      await logOut.execute();
    } finally {
      setLeaving(false);
      onDone();
    }
  };
  return (
    <button
      type="button"
      className={`${styles.entry} ${styles.logOut}`}
      disabled={leaving}
      title={expanded ? undefined : t`Log out`}
      onClick={() => void onClick()}
    >
      <Icon name="logOut" size={22} />
      <span className={styles.label}>
        <Trans>Log out</Trans>
      </span>
    </button>
  );
}
