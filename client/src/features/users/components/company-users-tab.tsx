import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../../auth/use-auth';
import { CompanyUsersPanel } from './company-users-panel';

/**
 * The company page's Users tab (joined in by the route through CompanyDetailPage's extraTabs): the company's users
 * with the Company Admin checkbox, delete and Add User for the roles that manage users (section 6: the system admin
 * edits users; the other staff read them).
 */
export function CompanyUsersTab({ vendorId }: { vendorId: string }) {
  const { role } = useAuth();
  return <CompanyUsersPanel vendorId={vendorId} editable={hasPermission(role, 'users.manage')} profilePaths />;
}
