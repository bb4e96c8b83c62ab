import { ROLE_LABELS, ROLES, roleKind } from '@portal/common/auth/roles';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { roleRows, writeRoleRows } from './role-rows-seed.js';
import { User } from './user.entity.js';

/**
 * Roles are data the SQL reads: the role table holds common/src/auth/roles.ts's roles (key, label, kind), app_user.role
 * references it, and each user carries its role's kind (app_user.kind), which the Internal and Vendor tabs' partial
 * indexes and counters read instead of role names.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const sql = <T = Record<string, unknown>>(statement: string, params: unknown[] = []) => portal.em().getConnection().execute<T[]>(statement, params);
const roleTable = () => sql<{ key: string; label: string; kind: string }>(`select "key", "label", "kind" from "role" order by "key"`);
const byKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
const counter = async (key: string) => (await sql<{ n: number }>(`select coalesce(sum(n), 0)::int as n from row_count where key = ?`, [key]))[0]!.n;

/** A user written with SQL alone, naming no kind: the database fills it in. */
async function insertUser(role: string): Promise<string> {
  const id = randomUUID();
  await sql(`insert into app_user (id, name, email, role, password_hash) values (?, 'Role Probe', ?, ?, 'x')`, [id, `role-probe-${id}@example.com`, role]);
  return id;
}
const kindOf = async (id: string) => (await sql<{ kind: string }>(`select kind from app_user where id = ?`, [id]))[0]!.kind;

describe('the role table', () => {
  it("holds exactly common's roles, with their labels and kinds (a role added to roles.ts gets its row at start)", async () => {
    expect(await roleTable()).toEqual(byKey(ROLES.map((key) => ({ key, label: ROLE_LABELS[key], kind: roleKind(key) }))));
  });

  it('is brought back to roles.ts by the reference seed, which rewrites nothing when the rows are right', async () => {
    await sql(`update "role" set "label" = 'Renamed by hand' where "key" = 'PREQUAL_VIEWER'`);
    await writeRoleRows(portal.em());
    expect(await roleTable()).toEqual(byKey(roleRows()));
    const [before] = await sql<{ xmins: string }>(`select string_agg(xmin::text, ',' order by "key") as xmins from "role"`);
    await writeRoleRows(portal.em());
    const [after] = await sql<{ xmins: string }>(`select string_agg(xmin::text, ',' order by "key") as xmins from "role"`);
    expect(after!.xmins).toBe(before!.xmins);
  });

  it('refuses a user whose role is not a row of it', async () => {
    await expect(insertUser('PREQUAL_INTERN')).rejects.toThrow(/'PREQUAL_INTERN' is not a row of the role table/);
  });
});

describe("a user's kind", () => {
  it("is its role's kind, for every demo user and for a user written with SQL alone", async () => {
    for (const role of ROLES) expect(await kindOf(portal.users[role].id), role).toBe(roleKind(role));
    expect(await kindOf(await insertUser('PREQUAL_VIEWER'))).toBe('INTERNAL');
    expect(await kindOf(await insertUser('VENDOR_USER'))).toBe('VENDOR');
  });

  it('cannot be set apart from its role', async () => {
    const id = await insertUser('PREQUAL_REVIEWER');
    await sql(`update app_user set kind = 'VENDOR' where id = ?`, [id]);
    expect(await kindOf(id)).toBe('INTERNAL');
  });

  it('follows a change of role, through the ORM, and the counters by kind follow it', async () => {
    const id = await insertUser('VENDOR_USER');
    const [internal, vendor] = [await counter('app_user.kind:INTERNAL'), await counter('app_user.kind:VENDOR')];
    const em = portal.em();
    const user = await em.findOneOrFail(User, id);
    user.role = 'PREQUAL_VIEWER';
    await em.flush();
    expect(await kindOf(id)).toBe('INTERNAL');
    expect([await counter('app_user.kind:INTERNAL'), await counter('app_user.kind:VENDOR')]).toEqual([internal + 1, vendor - 1]);
  });

  it("follows its role's kind changed in the role table, and so do the counters", async () => {
    const id = await insertUser('PREQUAL_VIEWER');
    const viewers = (await sql<{ n: number }>(`select count(*)::int as n from app_user where role = 'PREQUAL_VIEWER'`))[0]!.n;
    const internal = await counter('app_user.kind:INTERNAL');
    await sql(`update "role" set "kind" = 'VENDOR' where "key" = 'PREQUAL_VIEWER'`);
    try {
      expect(await kindOf(id)).toBe('VENDOR');
      expect(await counter('app_user.kind:INTERNAL')).toBe(internal - viewers);
    } finally {
      await writeRoleRows(portal.em());
    }
    expect(await kindOf(id)).toBe('INTERNAL');
    expect(await counter('app_user.kind:INTERNAL')).toBe(internal);
  });
});
