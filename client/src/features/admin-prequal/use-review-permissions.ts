import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../auth/use-auth';

/**
 * What the signed-in role may do on the review tabs: `review` (admin review, final decision, delete,
 * renewal, acting for the vendor) and `decide` (the department table: decisions and priority). A
 * PREQUAL_VIEWER has neither and sees the tables read-only.
 */
export function useReviewPermissions() {
  const { role } = useAuth();
  return { review: hasPermission(role, 'prequal.review'), decide: hasPermission(role, 'prequal.departmentDecide') };
}
