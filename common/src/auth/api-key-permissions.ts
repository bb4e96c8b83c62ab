/**
 * What an API key (a service account: a CRM sync, an ERP job) may be given. A key holds a subset of the permission
 * map, never a role; a key for one company acts as that company's user does (vendorScope and the ownership check),
 * a key without one acts as staff. The server checks a key's calls against this set, the admin screen offers it.
 */
import { INTERNAL_ROLES, PERMISSIONS, VENDOR_ROLES, type Permission, type Role } from './roles.js';

/**
 * Permissions that only a person holds: managing keys (a leaked key must not mint more keys or outlive its
 * revocation) and what is about one's own sign-in or profile, which a key has none of.
 */
export const PERSON_ONLY_PERMISSIONS: readonly Permission[] = ['apiKeys.manage', 'auth.logout', 'auth.mfa', 'settings.security', 'profile.read', 'profile.update'];

const heldByAny = (roles: readonly Role[]) =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !PERSON_ONLY_PERMISSIONS.includes(p) && roles.some((r) => (PERMISSIONS[p] as readonly Role[]).includes(r)));

/**
 * The permissions a key may hold: a staff key those some internal role holds; a company's key those a company's
 * admin holds, so a key for one company can never reach a list or a screen that only staff, who see every
 * company, may open.
 */
export const API_KEY_PERMISSIONS: { staff: readonly Permission[]; company: readonly Permission[] } = {
  staff: heldByAny(INTERNAL_ROLES),
  company: heldByAny(VENDOR_ROLES),
};

export function apiKeyPermissionsFor(vendorId: string | null | undefined): readonly Permission[] {
  return vendorId ? API_KEY_PERMISSIONS.company : API_KEY_PERMISSIONS.staff;
}

/** What the CRM sync job needs: page the companies and read and write their CRM and ERP ids. */
export const CRM_SYNC_PERMISSIONS: readonly Permission[] = ['companies.list', 'companyDetail.read', 'companies.update', 'companies.crmSync'];
