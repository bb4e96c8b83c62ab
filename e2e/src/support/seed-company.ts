import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}

export interface SeededCompany {
  vendorId: string;
  companyName: string;
  adminEmail: string;
  adminPassword: string;
}

/** pg comes with the server's ORM; it has no types of its own here. */
async function pgClient(): Promise<PgClient> {
  const { default: pg } = (await import('pg' as string)) as { default: { Client: new (o: { connectionString: string }) => PgClient } };
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  return client;
}

/** One statement on the portal's database, for what a spec must arrange that no screen does (time passing). */
export async function runSql(sql: string, params: unknown[] = []): Promise<void> {
  await querySql(sql, params);
}

/** Rows of a statement on the portal's database (for what a test waits to see, e.g. a job's outcome). */
export async function querySql<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = await pgClient();
  try {
    const result = (await client.query(sql, params)) as { rows?: T[] };
    return result.rows ?? [];
  } finally {
    await client.end();
  }
}

/**
 * An approved company with a company admin, written straight into the portal's database: the onboarding
 * spec already walks registration, approval and sign-up through the screens, and a spec that needs a second
 * company should not repeat five minutes of it. The password is hashed by the portal's own code.
 */
export async function seedApprovedCompany(company: {
  companyName: string;
  taxId: string;
  employees: number;
  adminName: string;
  adminEmail: string;
}): Promise<SeededCompany> {
  const { hashPassword } = (await import(pathToFileURL(path.join(ROOT, 'server/dist/auth/passwords.js')).href)) as { hashPassword(p: string): Promise<string> };
  const adminPassword = 'Seeded#Admin2026';
  const vendorId = randomUUID();
  const client = await pgClient();
  try {
    await client.query('begin');
    await client.query(
      `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, no_of_employees, submitted_at)
       values ($1, $2, $3, 'APPROVED', 'NOT_STARTED', $4, now())`,
      [vendorId, company.companyName, company.taxId, company.employees],
    );
    await client.query(
      `insert into app_user (id, name, email, phone, role, password_hash, vendor_id, is_company_admin, registration_status, priority)
       values ($1, $2, $3, '410-555-0177', 'VENDOR_ADMIN', $4, $5, true, 'APPROVED', 'MEDIUM')`,
      [randomUUID(), company.adminName, company.adminEmail, await hashPassword(adminPassword), vendorId],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
  return { vendorId, companyName: company.companyName, adminEmail: company.adminEmail, adminPassword };
}
