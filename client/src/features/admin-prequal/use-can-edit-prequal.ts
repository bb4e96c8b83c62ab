import { canEdit } from '@portal/common/auth/roles';
import { useAuth } from '../../auth/use-auth';

/** Edit, Approve, Not Approve, Delete and priority controls: viewers and reviewers see the lists read-only. */
export function useCanEditPrequal(): boolean {
  const { role } = useAuth();
  return role !== null && canEdit(role, '/admin/prequalification');
}
