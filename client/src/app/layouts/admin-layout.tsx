import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../auth/use-auth';
import { AppShell } from './app-shell';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

export function AdminLayout() {
  const { role } = useAuth();
  return <AppShell navItems={ADMIN_NAV_ITEMS.filter((item) => !item.permission || hasPermission(role, item.permission))} />;
}
