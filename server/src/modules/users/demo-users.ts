import type { Role } from '@portal/common/auth/roles';
import { demoCompany } from '../companies/index.js';
import type { DemoSeedScope } from '../module.js';
import { User } from './user.entity.js';

const DEMO_USERS: { email: string; name: string; role: Role; phone: string }[] = [
  { email: 'system.admin@example.com', name: 'Sam Carter', role: 'SYSTEM_ADMIN', phone: '410-555-0101' },
  { email: 'prequal.admin@example.com', name: 'Priya Admin', role: 'PREQUAL_ADMIN', phone: '410-555-0102' },
  { email: 'prequal.reviewer@example.com', name: 'Riley Reviewer', role: 'PREQUAL_REVIEWER', phone: '410-555-0103' },
  { email: 'prequal.viewer@example.com', name: 'Victor Viewer', role: 'PREQUAL_VIEWER', phone: '410-555-0104' },
  { email: 'vendor.admin@example.com', name: 'Valerie Vendor', role: 'VENDOR_ADMIN', phone: '301-555-0105' },
  { email: 'vendor.user@example.com', name: 'Umar User', role: 'VENDOR_USER', phone: '301-555-0106' },
];

/**
 * The users module's demo seed (db/seeders/demo-seeder.ts runs it): one user per role, the vendor ones in the demo
 * company (the companies module's, created when missing). Users already there are left alone.
 */
export async function seedDemoUsers({ tx, passwordHash }: DemoSeedScope): Promise<number> {
  const vendor = await demoCompany(tx);
  let created = 0;
  for (const u of DEMO_USERS) {
    if (await tx.count(User, { email: u.email })) continue;
    const isVendor = u.role === 'VENDOR_ADMIN' || u.role === 'VENDOR_USER';
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
