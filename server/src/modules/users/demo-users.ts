import { isVendorRole, ROLE_LABELS, ROLES, type Role } from '@portal/common/auth/roles';
import { demoCompany } from '../companies/index.js';
import type { DemoSeedScope } from '../module.js';
import { User } from './user.entity.js';

/** The demo user of a role signs in as its key in lower case with dots: SYSTEM_ADMIN is system.admin@example.com. */
export const demoEmail = (role: Role) => `${role.toLowerCase().replace(/_/g, '.')}@example.com`;

/** The shipped roles' demo people; a role added to common/src/auth/roles.ts without one is seeded under its label. */
const DEMO_PEOPLE: Partial<Record<Role, { name: string; phone: string }>> = {
  SYSTEM_ADMIN: { name: 'Sam Carter', phone: '410-555-0101' },
  PREQUAL_ADMIN: { name: 'Priya Admin', phone: '410-555-0102' },
  PREQUAL_REVIEWER: { name: 'Riley Reviewer', phone: '410-555-0103' },
  PREQUAL_VIEWER: { name: 'Victor Viewer', phone: '410-555-0104' },
  VENDOR_ADMIN: { name: 'Valerie Vendor', phone: '301-555-0105' },
  VENDOR_USER: { name: 'Umar User', phone: '301-555-0106' },
};

const DEMO_USERS = ROLES.map((role) => ({ role, email: demoEmail(role), ...(DEMO_PEOPLE[role] ?? { name: `Demo ${ROLE_LABELS[role]}`, phone: '410-555-0100' }) }));

/**
 * The users module's demo seed (db/seeders/demo-seeder.ts runs it): one user per role, the vendor ones in the demo
 * company (the companies module's, created when missing). Users already there are left alone.
 */
export async function seedDemoUsers({ tx, passwordHash }: DemoSeedScope): Promise<number> {
  const vendor = await demoCompany(tx);
  let created = 0;
  for (const u of DEMO_USERS) {
    if (await tx.count(User, { email: u.email })) continue;
    const isVendor = isVendorRole(u.role);
    tx.create(User, {
      ...u,
      passwordHash,
      vendor: isVendor ? vendor : null,
      isCompanyAdmin: u.role === 'VENDOR_ADMIN',
      registrationStatus: 'APPROVED',
      priority: isVendor ? 'MEDIUM' : null,
    });
    created++;
  }
  return created;
}
