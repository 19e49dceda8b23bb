import { Trans, useLingui } from '@lingui/react/macro';
import { LocaleSwitch } from '../i18n/locale-switch';
import { Link, NavLink } from 'react-router-dom';
import { AppConfig } from '../../application/config';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { SidebarStore } from '../../application/stores/sidebar.store';
import { ToggleMobileSidebar } from '../../application/use-cases/sidebar/toggle-mobile-sidebar';
import { useService, useStore } from '../hooks/container-context';
import { Icon, type IconName } from '../components/icons';
import styles from './top-bar.module.css';
import { PATHS } from '../../domain/route-paths';

/** Design brief: "Top bar: logo, search, profile or Login." Sticky, with a blurred glass
 * background; on phones a Menu button opens the sidebar drawer. */
export function TopBar({ withMenu }: { withMenu: boolean }) {
  const { t } = useLingui();
  const { productName } = useService(AppConfig);
  const auth = useStore(AuthStore);
  const sidebar = useStore(SidebarStore);
  const toggleDrawer = useService(ToggleMobileSidebar);

  return (
    <header className={styles.bar}>
      {withMenu && (
        <button
          type="button"
          className={`icon-button ${styles.menu}`}
          aria-label={t`Menu`}
          aria-expanded={sidebar.mobileOpen}
          aria-controls="sidebar"
          onClick={() => toggleDrawer.execute()}
        >
          <Icon name="menu" />
        </button>
      )}
      <Link to={PATHS.home} className={styles.logo} aria-label={t`${productName} home`}>
        <span className={styles.mark}>
          <Icon name="gamepad" size={20} />
        </span>
        <span className={styles.name}>{productName}</span>
      </Link>
      <div className={styles.actions}>
        {/* On a narrow phone with the menu, the switch is in the menu's drawer: the bar keeps room for the name. */}
        <LocaleSwitch className={`${styles.locale} ${withMenu ? styles.localeInDrawer : ''}`} />
        <BarAction to={PATHS.search} icon="search" label={t`Search`} />
        {isLoggedIn(auth) ? (
          <BarAction to={PATHS.profile} icon="user" label={t`Profile`} />
        ) : (
          <Link to={PATHS.login} className={`button ${styles.login}`}>
            <Trans>Log in</Trans>
          </Link>
        )}
      </div>
    </header>
  );
}

/** A page the bar leads to, by its icon and (on wider screens) its name. */
function BarAction({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <NavLink to={to} className={styles.action}>
      <Icon name={icon} />
      <span className={styles.label}>{label}</span>
    </NavLink>
  );
}
