import { AppShell } from './app-shell';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

export function AdminLayout() {
  return <AppShell navItems={ADMIN_NAV_ITEMS} />;
}
