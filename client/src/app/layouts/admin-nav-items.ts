import {
  LuBriefcase,
  LuBuilding2,
  LuClipboardCheck,
  LuCog,
  LuFolder,
  LuHistory,
  LuKeyRound,
  LuLayoutDashboard,
  LuListChecks,
  LuScale,
  LuShieldCheck,
  LuUsers,
  LuWebhook,
} from 'react-icons/lu';
import type { NavItem } from './nav-item';

/** Admin sidebar (admin spec section 2), in the specified order. */
export const ADMIN_NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LuLayoutDashboard },
  { label: 'Projects', to: '/admin/projects', icon: LuBriefcase },
  { label: 'Users', to: '/admin/users', icon: LuUsers },
  { label: 'Prequalification', to: '/admin/prequalification', icon: LuClipboardCheck },
  { label: 'Companies', to: '/admin/companies', icon: LuBuilding2 },
  { label: 'File manager', to: '/admin/file-manager', icon: LuFolder },
  // The form builder's screen lives at /admin/pre-qual-metrics; link there directly rather than via the redirect.
  { label: 'Pre-Qual Form Builder', to: '/admin/pre-qual-metrics', icon: LuListChecks },
  { label: 'Activity Logs', to: '/admin/activity-logs', icon: LuHistory },
  // Beyond the specification: the rules suggesting financial limits, for the system admin.
  { label: 'Limit Rules', to: '/admin/limit-rules', icon: LuScale, permission: 'limits.rules' },
  // Beyond the specification: the insurance requirement profile (minimum limits per coverage), for the system admin.
  { label: 'Insurance Requirements', to: '/admin/insurance-requirements', icon: LuShieldCheck, permission: 'insurance.requirements' },
  // The background jobs (mail, CRM sync, scans), for the system admin.
  { label: 'Background Jobs', to: '/admin/jobs', icon: LuCog, permission: 'jobs.read' },
  // Signed webhooks pushing the portal's events to other systems, for the system admin.
  { label: 'Webhooks', to: '/admin/webhooks', icon: LuWebhook, permission: 'webhooks.manage' },
  // Integrations' keys (service accounts), for the system admin.
  { label: 'API Keys', to: '/admin/api-keys', icon: LuKeyRound, permission: 'apiKeys.manage' },
];
