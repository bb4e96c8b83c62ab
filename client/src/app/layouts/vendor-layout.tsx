import { isPathAllowed } from '@portal/common/auth/roles';
import { useMemo } from 'react';
import { useAuth } from '../../auth/use-auth';
import { AppShell } from './app-shell';
import { VENDOR_NAV_ITEMS } from './vendor-nav-items';

export function VendorLayout() {
  const { role } = useAuth();
  // The shared permission map decides, so Users appears for VENDOR_ADMIN only.
  const items = useMemo(() => VENDOR_NAV_ITEMS.filter((item) => role && isPathAllowed(role, item.to)), [role]);
  return <AppShell navItems={items} />;
}
