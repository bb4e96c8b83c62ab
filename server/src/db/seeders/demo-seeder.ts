import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@portal/common/auth/roles';
import { hashPassword } from '../../auth/passwords.js';
import { User } from '../../modules/users/user.entity.js';
import { VendorContact, Vendor } from '../../modules/companies/index.js';

export const DEMO_PASSWORD = 'DemoPass#2026';
/** The approved demo company; its account also exists in the CRM simulator (integrations/crm/crm-simulator.ts). */
export const DEMO_COMPANY = {
  companyName: 'Keystone Mechanical Contractors LLC',
  taxId: '52-1234567',
  accountId: '3f6b1c2a-9d4e-4b7a-8c51-2e0d9a7b6c10',
};

const DEMO_USERS: { email: string; name: string; role: Role; phone: string }[] = [
  { email: 'system.admin@example.com', name: 'Sam Carter', role: 'SYSTEM_ADMIN', phone: '410-555-0101' },
  { email: 'prequal.admin@example.com', name: 'Priya Admin', role: 'PREQUAL_ADMIN', phone: '410-555-0102' },
  { email: 'prequal.reviewer@example.com', name: 'Riley Reviewer', role: 'PREQUAL_REVIEWER', phone: '410-555-0103' },
  { email: 'prequal.viewer@example.com', name: 'Victor Viewer', role: 'PREQUAL_VIEWER', phone: '410-555-0104' },
  { email: 'vendor.admin@example.com', name: 'Valerie Vendor', role: 'VENDOR_ADMIN', phone: '301-555-0105' },
  { email: 'vendor.user@example.com', name: 'Umar User', role: 'VENDOR_USER', phone: '301-555-0106' },
];

/** One user per role and one approved demo company. Idempotent: existing e-mails are left alone. */
export async function seedDemo(em: EntityManager): Promise<{ created: number }> {
  return em.transactional(async (tx) => {
    let vendor = await tx.findOne(Vendor, { taxId: DEMO_COMPANY.taxId });
    if (!vendor) {
      vendor = tx.create(Vendor, {
        ...DEMO_COMPANY,
        registrationStatus: 'APPROVED',
        submittedAt: new Date('2026-01-12T15:00:00Z'),
        noOfEmployees: 42,
        prequalStatus: 'NOT_STARTED',
        officeLocationAddress1: '1200 Keystone Way',
        officeLocationCity: 'Hanover',
        officeLocationState: 'Maryland',
        officeLocationZip: '21076',
        officeLocationCountry: 'United States',
        officePhoneNumber: '410-555-0150',
        officeWebsiteUrl: 'https://www.keystonemech.example.com',
        companyDescription: 'Commercial HVAC and plumbing contractor serving the Baltimore-Washington corridor.',
        regions: ['MDBA', 'DC'],
        marketSectors: ['HEALTHCARE', 'COMMERCIAL_OFFICE'],
        selfPerformStatus: 'COMPLETE_TURNKEY_SCOPE',
        workPerformedCategory: 'SUPPLY_AND_INSTALL',
        classificationsCertifications: ['SBE'],
        companyPerformActions: ['WRITTEN_SAFETY_PROGRAM'],
        howHeard: 'BID_INVITATION',
        bondable: 'false',
      });
      tx.create(VendorContact, {
        vendor,
        position: 0,
        firstName: 'Valerie',
        lastName: 'Vendor',
        jobTitle: 'Owner',
        email: 'vendor.admin@example.com',
        cellPhone: '301-555-0105',
      });
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
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
    return { created };
  });
}
