import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /admin/dashboard, the internal users' home; its status cards come with the dashboard issue. */
export function DashboardPage() {
  return <ComingSoonPage title="Dashboard" />;
}
