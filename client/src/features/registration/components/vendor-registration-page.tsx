import { isVendorRole } from '@portal/common/auth/roles';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Navigation state the tax-ID verification hands to the registration form. */
interface RegistrationState {
  taxId?: string;
  draftVendorId?: string;
}

/** /vendor-registration: only reachable with a verified tax ID, or as a vendor user (spec section 2). */
export function VendorRegistrationPage() {
  const { role } = useAuth();
  const state = useLocation().state as RegistrationState | null;
  if (!state?.taxId && !isVendorRole(role)) return <Navigate to="/" replace />;
  return <ComingSoonPage title="Vendor Registration" />;
}
