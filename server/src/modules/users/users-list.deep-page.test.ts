import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { expectEveryPageAsOffset } from '../../../test/lists/every-page.js';
import { secondWaitsForFirst } from '../../../test/lists/side-by-side.js';
import { listStatements, type SortOrder } from '../../db/list-query.js';
import { USERS_LIST, type UserListRow, type UsersListQuery, type UserKind } from './users-list.js';

/**
 * The users lists' deep pages start at the stretch of app_user_name_bucket holding their first row (skipCounts):
 * every page, both ways, must be the page a plain `order by name, id limit offset` gives, with ties on the name
 * (broken by id), after the stretches were split, after users were removed, renamed and moved to the other kind.
 */
let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
}, 120_000);
afterAll(() => portal?.stop());

const LIMIT = 25;

/** `count` users of a kind in one statement, names repeating every `distinct` users (ties), ids unrelated to the names. */
async function addUsers(tag: string, kind: UserKind, count: number, distinct: number): Promise<void> {
  await em.getConnection().execute(
    `insert into app_user (id, name, email, role, password_hash, registration_status)
     select md5(? || g.i)::uuid, 'Deep ' || lpad((g.i % ?)::text, 4, '0'), ? || g.i || '@deep.example.com', ?, '$argon2id$seeded-not-a-password', 'APPROVED'
     from generate_series(1, ?) g(i)`,
    [tag, distinct, tag, kind === 'INTERNAL' ? 'PREQUAL_VIEWER' : 'VENDOR_USER', count],
  );
}

/** The ids of a page as a plain OFFSET reads them: the order the list documents (name, then id, both one way). */
async function plainPage(kind: UserKind, order: SortOrder, page: number): Promise<string[]> {
  const dir = order === 'ASC' ? 'asc nulls first' : 'desc nulls last';
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(`select id from app_user where kind = ? order by name ${dir}, id ${order} limit ? offset ?`, [kind, LIMIT, (page - 1) * LIMIT]);
  return rows.map((r) => r.id);
}

async function expectEveryPage(kind: UserKind): Promise<number> {
  const [counted] = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from app_user where kind = ?`, [kind]);
  return expectEveryPageAsOffset<UsersListQuery, UserListRow>(em, {
    spec: USERS_LIST,
    query: (sortOrder, page) => ({ kind, page, limit: LIMIT, sortField: 'name', sortOrder }),
    idOf: (r) => r.userId,
    plainPage: (order, page) => plainPage(kind, order, page),
    total: counted!.n,
    label: kind,
  });
}

async function stretches(kind: UserKind): Promise<{ sum: number; largest: number; count: number }> {
  const [row] = await em
    .getConnection()
    .execute<{ sum: number; largest: number; count: number }[]>(
      `select coalesce(sum(n), 0)::int as sum, coalesce(max(n), 0)::int as largest, count(*)::int as count from app_user_name_bucket where kind = ?`,
      [kind],
    );
  return row!;
}

describe('the users lists read their deep pages from the name stretches', () => {
  it('takes the stretches only for a kind unsearched and unfiltered, by name', () => {
    const page = (q: Partial<UsersListQuery>) => listStatements(USERS_LIST, { page: 40, limit: LIMIT, ...q }).page(2000).sql;
    expect(page({ kind: 'VENDOR' })).toContain('app_user_name_bucket');
    expect(page({ kind: 'INTERNAL', sortOrder: 'DESC' })).toContain('app_user_name_bucket');
    expect(page({ kind: null })).not.toContain('app_user_name_bucket');
    expect(page({ kind: 'VENDOR', registrationStatus: 'PENDING' })).not.toContain('app_user_name_bucket');
    expect(page({ kind: 'VENDOR', vendorId: '00000000-0000-4000-8000-000000000001' })).not.toContain('app_user_name_bucket');
    expect(page({ kind: 'VENDOR', search: 'deep' })).not.toContain('app_user_name_bucket');
  });

  it('answers every page, both ways, as a plain OFFSET does, with ties, through inserts, removals, renames and kind changes', async () => {
    // 3,000 company users in one statement (the stretches split at 512), then 700 in small statements: 40 names, so ties.
    await addUsers('a', 'VENDOR', 3000, 40);
    for (let i = 0; i < 7; i++) await addUsers(`b${i}-`, 'VENDOR', 100, 40);
    await addUsers('c', 'INTERNAL', 600, 7);
    const vendor = await stretches('VENDOR');
    expect(vendor.sum).toBe((await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from app_user where kind = 'VENDOR'`))[0]!.n);
    expect(vendor.largest).toBeLessThanOrEqual(512);
    expect(vendor.count).toBeGreaterThan(6);
    await expectEveryPage('VENDOR');
    await expectEveryPage('INTERNAL');

    const connection = em.getConnection();
    // Removed: a block in the middle of the order, and single users.
    await connection.execute(`delete from app_user where email like 'a%@deep.example.com' and name between 'Deep 0010' and 'Deep 0014'`);
    await connection.execute(`delete from app_user where email = 'b3-7@deep.example.com'`);
    // Renamed: to the front, to the back, and onto another user's name (a tie).
    await connection.execute(`update app_user set name = 'Aaron First' where email like 'a1_@deep.example.com'`);
    await connection.execute(`update app_user set name = 'Zed Last' where email like 'b1-%@deep.example.com'`);
    await connection.execute(`update app_user set name = 'Deep 0003' where email like 'b2-1_@deep.example.com'`);
    // Moved to the other kind (the role's kind follows), and a sign-in's write, which changes no stretch.
    await connection.execute(`update app_user set role = 'PREQUAL_ADMIN' where email like 'b4-%@deep.example.com'`);
    await connection.execute(`update app_user set last_login = now() where email like 'a%@deep.example.com'`);

    for (const kind of ['VENDOR', 'INTERNAL'] as const) {
      const total = await expectEveryPage(kind);
      expect((await stretches(kind)).sum).toBe(total);
    }
  }, 240_000);

  it('counts users added side by side with another transaction that splits their stretch where the split left them', async () => {
    const knex = em.getConnection().getKnex();
    const insert = (tag: string, count: number, prefix: string) =>
      `insert into app_user (id, name, email, role, password_hash, registration_status)
       select md5('${tag}' || g.i)::uuid, '${prefix} ' || lpad(g.i::text, 4, '0'), '${tag}' || g.i || '@side.example.com', 'VENDOR_USER', '$argon2id$seeded-not-a-password', 'APPROVED'
       from generate_series(1, ${count}) g(i)`;
    // Two stretches at least, so the split below is not of the first one (whose row an insert's `on conflict` check
    // waits for anyway); then the first transaction's 400 users split the last stretch, and the second's 30, named
    // after them, land past the split.
    await knex.raw(insert('side-m', 600, 'Side M'));
    // The second insert's count waits for the first transaction (it is not yet counted when the first commits).
    await secondWaitsForFirst(em, insert('side-p', 400, 'Side P'), insert('side-z', 30, 'Side Z'), 'side-z');
    // Every stretch holds exactly the users from its start to the next stretch's start.
    const wrong = await em.getConnection().execute<{ name: string; n: number; actual: number }[]>(
      `select b.name, b.n, (select count(*)::int from app_user u where u.kind = b.kind and (u.name, u.id) >= (b.name, b.id)
         and (b.next_name is null or (u.name, u.id) < (b.next_name, b.next_id))) as actual
       from (select k.*, lead(k.name) over w as next_name, lead(k.id) over w as next_id from app_user_name_bucket k
             where k.kind = 'VENDOR' window w as (order by k.name, k.id)) b`,
    );
    expect(wrong.filter((b) => b.n !== b.actual)).toEqual([]);
    await expectEveryPage('VENDOR');
  }, 240_000);
});
