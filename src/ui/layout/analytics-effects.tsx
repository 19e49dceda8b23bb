import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAreaComponent } from '../hooks/use-area-component';

const loadTracker = () => import('./analytics-tracker').then((m) => m.AnalyticsTracker);

/**
 * Analytics for the whole app, rendered once by the AppShell. Its code (the 'analytics' area) is
 * not part of /home's first download: it comes once the first screen has been painted, and the
 * pages the visitor saw before that are sent then, in order, so no page view is lost.
 */
export function AnalyticsEffects() {
  const { pathname } = useLocation();
  const { Component: Tracker } = useAreaComponent('analytics', loadTracker);
  const [earlier, setEarlier] = useState<readonly string[]>([]);

  useEffect(() => {
    if (Tracker) return;
    setEarlier((seen) => (seen[seen.length - 1] === pathname ? seen : [...seen, pathname]));
  }, [pathname, Tracker]);

  if (!Tracker) return null;
  // The tracker sends the page shown now itself, and the ones before it once, when it arrives.
  const before = earlier[earlier.length - 1] === pathname ? earlier.slice(0, -1) : earlier;
  return <Tracker earlierPaths={before} />;
}
