import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom';

/** What the navigation adapter needs from the router: navigate, and where we are now. */
export interface RouterHandle {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Where the router is now, and how it got there (PUSH, REPLACE or POP). */
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
}

/**
 * Hands the router to the composition root (use cases navigate through NavigationPort). Rendered
 * as the router's first child, so it is attached before any screen's effects run.
 */
export function RouterBridge({ onRouter }: { onRouter: (router: RouterHandle) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const historyAction = useNavigationType();
  const current = useRef({ location, historyAction });
  current.current = { location, historyAction };
  useLayoutEffect(() => {
    onRouter({
      navigate: (to, options) => void navigate(to, options),
      get state() {
        return current.current;
      },
    });
  }, [navigate, onRouter]);
  return null;
}
