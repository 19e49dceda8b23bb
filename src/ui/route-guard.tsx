import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AuthStore, isLoggedIn } from '../application/stores/auth.store';
import { RememberReturnPath } from '../application/use-cases/session/remember-return-path';
import { useService, useStore } from './hooks/container-context';
import { isPublicRoute } from './route-match';
import { PATHS } from '../domain/route-paths';

/** Spec §2: "Any other route needs a logged-in user; otherwise the visitor is redirected to /login." */
export function RouteGuard() {
  const location = useLocation();
  const auth = useStore(AuthStore);
  const rememberReturnPath = useService(RememberReturnPath);
  if (isPublicRoute(location.pathname) || isLoggedIn(auth)) return <Outlet />;
  rememberReturnPath.execute(`${location.pathname}${location.search}`);
  return <Navigate to={PATHS.login} replace />;
}
