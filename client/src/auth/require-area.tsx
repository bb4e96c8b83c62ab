import { homeFor, isInternalRole, isVendorRole } from '@portal/common/auth/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { WantedPathState } from './post-login-path';
import { useAuth } from './use-auth';

/** Guards /vendor/* (vendor roles) and /admin/* (internal roles). */
export function RequireArea({ area }: { area: 'vendor' | 'admin' }) {
  const { role } = useAuth();
  const location = useLocation();
  if (!role) {
    const state: WantedPathState = { from: location.pathname + location.search };
    return <Navigate to="/prequalification" replace state={state} />;
  }
  const inArea = area === 'vendor' ? isVendorRole(role) : isInternalRole(role);
  if (!inArea) return <Navigate to={homeFor(role)} replace />;
  return <Outlet />;
}
