import { REGISTRATION_STATUSES } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../src/db/seeders/demo-seeder.js';
import { USER_REGISTRATION_STATUSES } from '../../src/modules/users/user.entity.js';
import { User } from '../../src/modules/users/index.js';
import { startTestPortal, type TestPortal } from '../harness.js';
import { countersAndCounts, seedLists } from '../fixtures/list-seed.js';
import { createPendingUser, createRegistration, validRegistration } from '../fixtures/onboarding-fixtures.js';

/**
 * Issue 11: the unsearched lists read their totals from row_count, kept by triggers in the transaction of
 * each change. After every kind of change the portal makes (inserts one by one, at once and concurrently;
 * status moves through the API and set-based; deletes through the API, the ORM, SQL and a company's delete
 * cascading to its users; a rolled-back change) each counter equals count(*) of its rows, and every list's
 * totalCount (GraphQL and REST) equals the rows it lists.
 */
let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('SYSTEM_ADMIN');
});
afterAll(() => portal?.stop());

const SUBMIT = 'mutation($id:ID,$i:RegistrationInput!){ submitRegistration(vendorId:$id, input:$i){ registrationStatus } }';
const decideRegistration = (id: string, approve: boolean) =>
  portal.rest('PUT', `/vendors/${id}/registration-status`, { token: admin, body: approve ? { approve } : { approve, commentText: 'Not a fit this year' } });
const decideUser = (id: string, approve: boolean) =>
  portal.rest('PUT', `/users/${id}/registration-status`, { token: admin, body: approve ? { approve } : { approve, commentText: 'Unknown to the company' } });
const sql = <T = unknown>(statement: string, params: unknown[] = []) => portal.em().getConnection().execute<T[]>(statement, params);

/** The counters agree with the tables, and each list's total agrees with the rows it lists; returns the counts. */
async function expectCountersAgree(): Promise<Record<string, number>> {
  const { counters, counted } = await countersAndCounts(portal.em());
  expect(counters).toEqual(counted);
  const n = (key: string) => counted[key] ?? 0;
  for (const status of REGISTRATION_STATUSES) {
    const rest = await portal.rest('GET', `/vendors?status=${status}&limit=1`, { token: admin });
    expect(rest.body.totalCount, `GET /vendors?status=${status}`).toBe(n(`vendor.registration_status:${status}`));
    const gql = await portal.gql(`{ registrations(options: { status: ${status}, limit: 1 }){ totalCount } }`, {}, admin);
    expect(gql.body.data.registrations.totalCount, `registrations(status: ${status})`).toBe(n(`vendor.registration_status:${status}`));
  }
  // GET /users over every company is the Users screen's Vendor tab (the company users); GET /users/harkins the Internal tab.
  expect((await portal.rest('GET', '/users?limit=1', { token: admin })).body.totalCount, 'GET /users').toBe(n('app_user.kind:VENDOR'));
  expect((await portal.gql('{ users(options: { limit: 1 }){ totalCount } }', {}, admin)).body.data.users.totalCount, 'users').toBe(n('app_user.kind:VENDOR'));
  expect((await portal.rest('GET', '/users/harkins?limit=1', { token: admin })).body.totalCount, 'GET /users/harkins').toBe(n('app_user.kind:INTERNAL'));
  for (const status of USER_REGISTRATION_STATUSES) {
    const rest = await portal.rest('GET', `/users?registrationStatus=${status}&limit=1`, { token: admin });
    expect(rest.body.totalCount, `GET /users?registrationStatus=${status}`).toBe(n(`app_user.registration_status:${status}`));
  }
  const pending = await portal.gql('{ pendingAccounts(options: { limit: 1 }){ totalCount } }', {}, admin);
  expect(pending.body.data.pendingAccounts.totalCount, 'pendingAccounts').toBe(n('app_user.registration_status:PENDING'));
  return counted;
}

/** What changed between two counts, keys with no change left out. */
function delta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries([...keys].map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)]).filter(([, d]) => d !== 0));
}

describe('row_count stays equal to the rows', () => {
  let start: Record<string, number>;
  let drafts: string[] = [];
  let pendingUsers: string[] = [];

  it('in the seeded database', async () => {
    start = await expectCountersAgree();
    expect(start['vendor.registration_status:APPROVED']).toBe(2);
  });

  it('after inserts: one at a time through the ORM and the API, several at once, and concurrently', async () => {
    const before = await expectCountersAgree();
    drafts = await Promise.all([1, 2, 3].map(async () => (await createRegistration(portal)).id));
    await createRegistration(portal, { status: 'SUBMITTED' });
    const signUp = await portal.rest('POST', `/auth/signup/${DEMO_COMPANY.accountId}`, {
      body: { name: 'Casey Crew', email: 'casey.crew@keystone.example.com', password: 'CrewPass#26', phone: '301-555-0190' },
    });
    expect(signUp.status).toBe(200);
    pendingUsers = [(await createPendingUser(portal)).id, (await createPendingUser(portal)).id];
    // Ten companies and ten users each in its own transaction at once: no lost update of a counter row.
    await Promise.all(Array.from({ length: 10 }, () => createRegistration(portal, { status: 'SUBMITTED', w9: false })));
    await Promise.all(Array.from({ length: 10 }, () => createPendingUser(portal)));
    // Set-based: one INSERT of many rows (statement-level work for the triggers' row-level upserts).
    await seedLists(portal.em(), { prefix: 'counters', vendors: 200, users: 300, batch: 200 });
    const after = await expectCountersAgree();
    const vendors = Object.entries(delta(before, after)).filter(([k]) => k.startsWith('vendor.'));
    expect(vendors.reduce((sum, [, d]) => sum + d, 0)).toBe(3 + 1 + 10 + 200);
    expect(delta(before, after)['vendor.registration_status:DRAFT']).toBeGreaterThanOrEqual(3);
    expect(delta(before, after)['app_user.registration_status:PENDING']).toBeGreaterThanOrEqual(13);
    expect(delta(before, after)['app_user']).toBe(1 + 2 + 10 + 300);
  });

  it('after status changes: DRAFT -> SUBMITTED -> APPROVED or REJECTED, users PENDING -> APPROVED or REJECTED, one at a time and set-based', async () => {
    const before = await expectCountersAgree();
    const [a, b] = drafts as [string, string];
    for (const id of [a, b]) {
      const submitted = await portal.gql(SUBMIT, { id, i: validRegistration() }, admin);
      expect(submitted.body.data?.submitRegistration.registrationStatus, JSON.stringify(submitted.body.errors)).toBe('SUBMITTED');
    }
    expect((await decideRegistration(a, true)).body.registrationStatus).toBe('APPROVED');
    expect((await decideRegistration(b, false)).body.registrationStatus).toBe('REJECTED');
    const [u1, u2] = pendingUsers as [string, string];
    expect((await decideUser(u1, true)).body.registrationStatus).toBe('APPROVED');
    expect((await decideUser(u2, false)).body.registrationStatus).toBe('REJECTED');
    const mid = await expectCountersAgree();
    expect(delta(before, mid)).toEqual({
      'vendor.registration_status:DRAFT': -2,
      'vendor.registration_status:APPROVED': 1,
      'vendor.registration_status:REJECTED': 1,
      'app_user.registration_status:PENDING': -2,
      'app_user.registration_status:APPROVED': 1,
      'app_user.registration_status:REJECTED': 1,
    });

    // One UPDATE moving many rows; one writing the status a row already has; one not touching the status.
    const moved = await sql<{ id: string }>(
      `update vendor set registration_status = 'SUBMITTED', submitted_at = now()
       where id in (select id from vendor where registration_status = 'DRAFT' and account_id is null and company_name like '%LLC' limit 15) returning id`,
    );
    expect(moved).toHaveLength(15);
    await sql(`update vendor set registration_status = registration_status where registration_status = 'APPROVED'`);
    await sql(`update vendor set company_name = company_name || ' (renamed)' where id = ?`, [a]);
    await sql(`update app_user set registration_status = 'APPROVED' where registration_status = 'PENDING' and email like '%@counters.example.com'`);
    const after = await expectCountersAgree();
    expect(delta(mid, after)['vendor.registration_status:SUBMITTED']).toBe(15);
    expect(delta(mid, after)['vendor.registration_status:APPROVED']).toBeUndefined();
  });

  it('after deletes: a draft through the API, users through the ORM and SQL, and a company with its users (cascade)', async () => {
    const before = await expectCountersAgree();
    const deleted = await portal.rest('DELETE', `/vendors/draft/${drafts[2]}`, { token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const em = portal.em();
    em.remove(await em.findOneOrFail(User, { email: 'casey.crew@keystone.example.com' }));
    await em.flush();
    const rejected = await sql<{ id: string }>(
      `delete from app_user where id in (select id from app_user where registration_status = 'REJECTED' and email like '%@counters.example.com' limit 3) returning id`,
    );
    expect(rejected.length).toBeGreaterThan(0);

    // The seeded company with the most users: deleting it deletes them (on delete cascade).
    const [busiest] = await sql<{ vendor_id: string; users: number; pending: number }>(
      `select vendor_id, count(*)::int as users, count(*) filter (where registration_status = 'PENDING')::int as pending
       from app_user where email like '%@counters.example.com' and vendor_id is not null group by vendor_id order by count(*) desc, vendor_id limit 1`,
    );
    expect(busiest!.users).toBeGreaterThan(1);
    await sql(`delete from vendor where id = ?`, [busiest!.vendor_id]);
    expect(await sql(`select id from app_user where vendor_id = ?`, [busiest!.vendor_id])).toEqual([]);

    const after = await expectCountersAgree();
    expect(delta(before, after)['vendor.registration_status:DRAFT']).toBe(-1);
    expect(delta(before, after)['vendor.registration_status:APPROVED']).toBe(-1);
    expect(delta(before, after)['app_user']).toBe(-1 - rejected.length - busiest!.users);
  });

  it('after a change that was rolled back: as before it', async () => {
    const before = await expectCountersAgree();
    await expect(
      portal.em().transactional(async (tx) => {
        await tx.execute(`update vendor set registration_status = 'APPROVED' where registration_status = 'SUBMITTED'`);
        await tx.execute(`update app_user set registration_status = 'REJECTED' where registration_status = 'PENDING'`);
        await tx.execute(`delete from vendor where registration_status = 'DRAFT' and account_id is null and company_name like '%Inc'`);
        // Inside the transaction the counters moved with the rows.
        const [inside] = await tx.execute<{ n: number }[]>(`select n::int as n from row_count where key = 'app_user.registration_status:PENDING'`);
        expect(inside!.n).toBe(0);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await expectCountersAgree()).toEqual(before);
  });
});
