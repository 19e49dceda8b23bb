import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { IdentifyUser } from '../../application/use-cases/analytics/identify-user';
import { TrackEngagement } from '../../application/use-cases/analytics/track-engagement';
import { TrackPageView } from '../../application/use-cases/analytics/track-page-view';
import { useService } from '../hooks/container-context';

/**
 * Identifies the user (now and on every login/logout), runs the engagement clock while the tab is
 * visible, and sends a page view per route change, starting with the pages shown before the
 * 'analytics' area was here (`earlierPaths`, oldest first). The rules live in the use cases; this
 * only ties them to the app's life and the router. AnalyticsEffects renders it.
 */
export function AnalyticsTracker({ earlierPaths }: { earlierPaths: readonly string[] }) {
  const { pathname } = useLocation();
  const identify = useService(IdentifyUser);
  const engagement = useService(TrackEngagement);
  const pageView = useService(TrackPageView);

  useEffect(() => identify.execute(), [identify]);
  useEffect(() => engagement.execute(), [engagement]);
  useEffect(() => {
    for (const path of earlierPaths) pageView.execute(path);
    // Only once, on mount: the paths seen before the tracker existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageView]);
  useEffect(() => pageView.execute(pathname), [pathname, pageView]);

  return null;
}
