import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';
import { VendorContact } from './vendor-contact.entity.js';
import { Vendor } from './vendor.entity.js';

/** The approved demo company and its contact, created when missing: the demo seed (modules/users/demo-users.ts) adds its users. */
export async function demoCompany(tx: EntityManager): Promise<Vendor> {
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
  return vendor;
}
