import { hasPermission } from '@portal/common/auth/roles';
import { Navigate } from 'react-router';
import { RoleHomeNotice } from '../../../auth/role-home-notice';
import { useAuth } from '../../../auth/use-auth';

/** Where the builder lives (the admin sidebar's Pre-Qual Form Builder). */
export const FORM_BUILDER_PATH = '/admin/pre-qual-metrics';

/**
 * /form-builder: opens the form builder for the roles that may read it (the internal roles); anyone else
 * learns who it is for and goes on to login or to its own home.
 */
export function FormBuilderEntry() {
  const { role } = useAuth();
  if (hasPermission(role, 'forms.read')) return <Navigate to={FORM_BUILDER_PATH} replace />;
  return (
    <RoleHomeNotice
      title="Form Builder"
      reason={
        role
          ? "The form builder is where the builder's prequalification staff design the safety, financial and legal forms. It is not open to company accounts."
          : "The form builder is where the builder's prequalification staff design the safety, financial and legal forms. Log in with a staff account to open it."
      }
      afterLogin={FORM_BUILDER_PATH}
    />
  );
}
