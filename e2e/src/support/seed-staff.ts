import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Role } from '@portal/common/auth/roles';
import { runSql } from './seed-company.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface SeededStaff {
  id: string;
  email: string;
  password: string;
}

/**
 * A staff account of its own for a spec that changes what its sign-in asks (a second factor), so the demo accounts
 * the other specs sign in with stay as they were. Written straight into the database with the portal's own password
 * hashing, as seedApprovedCompany does; removeStaff deletes it (its second factor and recovery codes go with it).
 */
export async function seedStaff(role: Role, name: string): Promise<SeededStaff> {
  const { hashPassword } = (await import(pathToFileURL(path.join(ROOT, 'server/dist/auth/passwords.js')).href)) as { hashPassword(p: string): Promise<string> };
  const staff = { id: randomUUID(), email: `e2e.${randomUUID().slice(0, 8)}@example.com`, password: 'Seeded#Staff2026' };
  await runSql(`insert into app_user (id, name, email, role, password_hash) values ($1, $2, $3, $4, $5)`, [
    staff.id,
    name,
    staff.email,
    role,
    await hashPassword(staff.password),
  ]);
  return staff;
}

/** Deletes seeded staff accounts; one that some record must keep (an audit entry's author) is deactivated instead. */
export async function removeStaff(ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await runSql('delete from app_user where id = $1', [id]);
    } catch {
      await runSql('update app_user set is_active = false where id = $1', [id]);
    }
  }
}
