import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';

/** Layout route of every authenticated page: signed out → `/login?next=<this page>`, which returns here. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login(here)} replace />;
  }
  return <Outlet />;
}
