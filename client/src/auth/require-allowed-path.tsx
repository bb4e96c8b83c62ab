import { homeFor, isPathAllowed } from '@portal/common/auth/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './use-auth';

/** Sends a logged-in user away from a screen the role may not open (e.g. VENDOR_USER on /vendor/users). */
export function RequireAllowedPath() {
  const { role } = useAuth();
  const { pathname } = useLocation();
  if (!role) return <Navigate to="/prequalification" replace />;
  if (!isPathAllowed(role, pathname)) return <Navigate to={homeFor(role)} replace />;
  return <Outlet />;
}
