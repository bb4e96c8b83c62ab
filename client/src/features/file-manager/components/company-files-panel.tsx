import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../../auth/use-auth';
import { CompanyFilesTable } from '../../company-files';

/**
 * A company's files for staff (the admin file manager's folder and the company page's Files tab): preview of PDFs
 * and images, open in a new tab, and for the roles that edit company detail rename, expiry date and delete.
 */
export function CompanyFilesPanel({ vendorId, label }: { vendorId: string; label: string }) {
  const { role } = useAuth();
  const canEdit = hasPermission(role, 'files.edit');
  return <CompanyFilesTable vendorId={vendorId} type={null} label={label} canRename={canEdit} canDelete={canEdit} canSetExpiry={hasPermission(role, 'files.manage')} />;
}
