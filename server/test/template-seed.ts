import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/passwords.js';
import { initOrm } from '../src/db/orm.js';
import { seedDemo } from '../src/db/seeders/demo-seeder.js';
import { Vendor } from '../src/modules/companies/index.js';
import { MODULES } from '../src/modules/index.js';
import { User } from '../src/modules/users/user.entity.js';

export const OTHER_VENDOR_ADMIN_EMAIL = 'other.admin@example.com';

/**
 * The people every test file starts with, written once into the migrated template (global-setup.ts) rather than into
 * each file's copy: seeding hashed two passwords with argon2 and took about a third of a second per file.
 */
export async function seedTemplate(url: string): Promise<void> {
  const orm = await initOrm(url, MODULES);
  try {
    await seedDemo(MODULES, orm.em.fork());
    await seedOtherCompany(orm.em.fork() as EntityManager);
  } finally {
    await orm.close();
  }
}

/** A second approved company with its own admin, for "a vendor reaching for another company's data". */
async function seedOtherCompany(em: EntityManager): Promise<void> {
  const vendor = em.create(Vendor, {
    companyName: 'Other Company Inc',
    taxId: '98-7654321',
    accountId: randomUUID(),
    noOfEmployees: 7,
    registrationStatus: 'APPROVED',
  });
  em.create(User, {
    name: 'Olga Other',
    email: OTHER_VENDOR_ADMIN_EMAIL,
    phone: '202-555-0199',
    role: 'VENDOR_ADMIN',
    passwordHash: await hashPassword('OtherPass#2026'),
    vendor,
    isCompanyAdmin: true,
  });
  await em.flush();
}
