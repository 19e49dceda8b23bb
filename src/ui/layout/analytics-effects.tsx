import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { IdentifyUser } from '../../application/use-cases/analytics/identify-user';
import { TrackEngagement } from '../../application/use-cases/analytics/track-engagement';
import { TrackPageView } from '../../application/use-cases/analytics/track-page-view';
import { useService } from '../hooks/container-context';

/**
 * Analytics for the whole app, rendered once by the AppShell: identify the user (now and on every
 * login/logout), the engagement clock while the tab is visible, and a page view per route change.
 * The rules live in the use cases; this only ties them to the app's life and the router.
 */
export function AnalyticsEffects() {
  const { pathname } = useLocation();
  const identify = useService(IdentifyUser);
  const engagement = useService(TrackEngagement);
  const pageView = useService(TrackPageView);

  useEffect(() => identify.execute(), [identify]);
  useEffect(() => engagement.execute(), [engagement]);
  useEffect(() => pageView.execute(pathname), [pathname, pageView]);

  return null;
}
