import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { shellChrome } from '../../domain/routes';
import { SyncSidebarWithRoute } from '../../application/use-cases/sidebar/sync-sidebar-with-route';
import { useService } from '../hooks/container-context';
import { SessionEffects } from './session-effects';
import { OfflineQueueEffects } from './offline-queue-effects';
import { AnalyticsEffects } from './analytics-effects';
import { UrlGuardProvider } from '../hooks/use-safe-image';
import { OfflineHintsProvider } from '../hooks/offline-hints';
import { DataSaverNotice } from '../components/data-saver-notice';
import { TopBar } from './top-bar';
import { Sidebar } from './sidebar';
import { BottomNav } from './bottom-nav';
import { LaterFooter } from './later-footer';
import { NotificationModalHost } from './notification-modal-host';
import { LivePushHost } from './live-push-host';
import { ToastHost } from './toast-host';
import { NavigationProgress } from './navigation-progress';
import { ScreenSkeleton } from './screen-skeleton';
import { ScrollReset } from './scroll-reset';
import { AppStatus } from './app-status';
import styles from './app-shell.module.css';

/**
 * The frame around every screen (spec §2 "Layout"): top bar, sidebar, bottom navigation and the
 * /home footer where the route shows them (rules in src/domain/routes.ts), plus the global
 * notification modal and the top-right toasts.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const chrome = shellChrome(pathname);
  const syncSidebar = useService(SyncSidebarWithRoute);
  useEffect(() => syncSidebar.execute(pathname), [pathname, syncSidebar]);

  return (
    <div className={styles.app} data-top-bar={chrome.topBar} data-bottom-nav={chrome.bottomNav}>
      <SessionEffects />
      <OfflineQueueEffects />
      <AnalyticsEffects />
      <a className={styles.skipLink} href="#content" onClick={skipToContent}>
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      {chrome.topBar && <TopBar withMenu={chrome.sidebar} />}
      <div className={styles.frame}>
        {chrome.sidebar && <Sidebar />}
        <div className={styles.column}>
          <AppStatus pathname={pathname} />
          <main id="content" tabIndex={-1} className={styles.main}>
            <DataSaverNotice />
            {/* Lazy parts of a screen suspend here: the frame stays, a skeleton fills the page. */}
            <Suspense fallback={<ScreenSkeleton />}>
              <UrlGuardProvider>
                <OfflineHintsProvider>
                  <Outlet />
                </OfflineHintsProvider>
              </UrlGuardProvider>
            </Suspense>
          </main>
          {chrome.footer && <LaterFooter />}
        </div>
      </div>
      {chrome.bottomNav && <BottomNav />}
      <NotificationModalHost />
      <LivePushHost />
      <ToastHost />
      {/* A new page starts at the top; Back returns to where the visitor was on the previous one. */}
      <ScrollReset />
    </div>
  );
}

/** Moves focus (not the URL's hash, which the router would treat as a navigation) to the content. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}
