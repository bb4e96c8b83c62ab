import { homeFor } from '@portal/common/auth/roles';
import { Navigate } from 'react-router';
import { useAuth } from './use-auth';

export function RoleHomeRedirect() {
  const { role } = useAuth();
  return <Navigate to={role ? homeFor(role) : '/prequalification'} replace />;
}
