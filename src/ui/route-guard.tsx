import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isPublicPath } from '../domain/routes';
import { AuthStore, isLoggedIn } from '../application/stores/auth.store';
import { RememberReturnPath } from '../application/use-cases/session/remember-return-path';
import { useService, useStore } from './hooks/container-context';

/** Spec §2: "Any other route needs a logged-in user; otherwise the visitor is redirected to /login." */
export function RouteGuard() {
  const location = useLocation();
  const auth = useStore(AuthStore);
  const rememberReturnPath = useService(RememberReturnPath);
  if (isPublicPath(location.pathname) || isLoggedIn(auth)) return <Outlet />;
  rememberReturnPath.execute(`${location.pathname}${location.search}`);
  return <Navigate to="/login" replace />;
}
