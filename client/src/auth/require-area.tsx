import { homeFor, isInternalRole, isVendorRole } from '@portal/common/auth/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { StaffOnlyState, WantedPathState } from './post-login-path';
import { useAuth } from './use-auth';

/**
 * Guards /vendor/* (vendor roles) and /admin/* (internal roles). A signed-in vendor opening /admin/* is not a
 * logged-in admin, so it goes to /prequalification as the specification says (which tells it why); an internal
 * user opening a vendor page goes to its own home (vendor pages are for logged-in users, which it is).
 */
export function RequireArea({ area }: { area: 'vendor' | 'admin' }) {
  const { role } = useAuth();
  const location = useLocation();
  if (!role) {
    const state: WantedPathState = { from: location.pathname + location.search };
    return <Navigate to="/prequalification" replace state={state} />;
  }
  const inArea = area === 'vendor' ? isVendorRole(role) : isInternalRole(role);
  if (!inArea && area === 'admin') {
    const state: StaffOnlyState = { staffOnly: location.pathname + location.search };
    return <Navigate to="/prequalification" replace state={state} />;
  }
  if (!inArea) return <Navigate to={homeFor(role)} replace />;
  return <Outlet />;
}
