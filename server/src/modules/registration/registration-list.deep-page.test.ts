import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationStatus } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { expectEveryPageAsOffset } from '../../../test/lists/every-page.js';
import { secondWaitsForFirst } from '../../../test/lists/side-by-side.js';
import { listStatements, type SortOrder } from '../../db/list-query.js';
import { REGISTRATION_LIST, type RegistrationListQuery, type RegistrationListRow } from './registration-list.js';

/**
 * The registration lists' deep pages by submission date start at the stretch of vendor_submitted_at_stretch holding
 * their first row (skipCounts): every page, both ways, must be the page a plain `order by submitted_at, id limit offset`
 * gives, with ties on the date (broken by id), after the stretches were split, after companies were removed, their
 * dates changed and their status moved, and while a company of the tab has no date (then a plain OFFSET).
 */
let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
}, 120_000);
afterAll(() => portal?.stop());

const LIMIT = 25;
const STRETCHES = 'vendor_submitted_at_stretch';

/** `count` companies of a status in one statement, submitted on `distinct` different hours (ties), ids unrelated to the dates. */
function insertSql(tag: string, status: RegistrationStatus, count: number, distinct: number, from = '2026-01-01'): string {
  return `insert into vendor (id, company_name, tax_id, registration_status, submitted_at, created_at, updated_at, prequal_status)
    select md5('${tag}' || g.i)::uuid, '${tag} company ' || g.i, '52-' || lpad(g.i::text, 7, '0'), '${status}',
      timestamptz '${from}' + (g.i % ${distinct}) * interval '1 hour', now(), now(), 'NOT_STARTED'
    from generate_series(1, ${count}) g(i)`;
}

const execute = <T extends object[]>(sql: string, params: unknown[] = []) => em.getConnection().execute<T>(sql, params);

/** The ids of a page as a plain OFFSET reads them: the order the list documents (date, then id, both one way). */
async function plainPage(status: RegistrationStatus, order: SortOrder, page: number): Promise<string[]> {
  const dir = order === 'ASC' ? 'asc nulls first' : 'desc nulls last';
  const rows = await execute<{ id: string }[]>(`select id from vendor where registration_status = ? order by submitted_at ${dir}, id ${order} limit ? offset ?`, [
    status,
    LIMIT,
    (page - 1) * LIMIT,
  ]);
  return rows.map((r) => r.id);
}

async function expectEveryPage(status: RegistrationStatus): Promise<number> {
  const [counted] = await execute<{ n: number }[]>(`select count(*)::int as n from vendor where registration_status = ?`, [status]);
  return expectEveryPageAsOffset<RegistrationListQuery, RegistrationListRow>(em, {
    spec: REGISTRATION_LIST,
    query: (sortOrder, page) => ({ status, page, limit: LIMIT, sortField: 'submittedAt', sortOrder }),
    idOf: (r) => r.vendorId,
    plainPage: (order, page) => plainPage(status, order, page),
    total: counted!.n,
    label: status,
  });
}

/** Every stretch holds exactly the dated companies from its start to the next stretch's start: the wrong ones. */
async function wrongStretches(): Promise<{ registration_status: string; n: number; actual: number }[]> {
  const stretches = await execute<{ registration_status: string; n: number; actual: number }[]>(
    `select b.registration_status, b.n, (select count(*)::int from vendor v where v.registration_status = b.registration_status
       and (v.submitted_at, v.id) >= (b.submitted_at, b.id) and (b.next_at is null or (v.submitted_at, v.id) < (b.next_at, b.next_id))) as actual
     from (select k.*, lead(k.submitted_at) over w as next_at, lead(k.id) over w as next_id from ${STRETCHES} k
           window w as (partition by k.registration_status order by k.submitted_at, k.id)) b`,
  );
  return stretches.filter((b) => b.n !== b.actual);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe('the registration lists read their deep pages by submission date from its stretches', () => {
  it('takes the stretches only unsearched, by submission date', () => {
    const page = (q: Partial<RegistrationListQuery>) => listStatements(REGISTRATION_LIST, { status: 'SUBMITTED', page: 40, limit: LIMIT, ...q }).page(2000).sql;
    expect(page({})).toContain(STRETCHES);
    expect(page({ sortField: 'submittedAt', sortOrder: 'ASC' })).toContain(STRETCHES);
    expect(page({ sortField: 'companyName' })).not.toContain(STRETCHES);
    expect(page({ search: 'deep' })).not.toContain(STRETCHES);
  });

  it('answers every page, both ways, as a plain OFFSET does, with ties, through inserts, removals, date and status changes', async () => {
    // 3,000 submitted companies in one statement (the stretches split at 512), then 700 in small statements: 40 hours, so ties.
    await execute(insertSql('a', 'SUBMITTED', 3000, 40));
    for (let i = 0; i < 7; i++) await execute(insertSql(`b${i}-`, 'SUBMITTED', 100, 40));
    await execute(insertSql('c', 'APPROVED', 600, 7));
    const [largest] = await execute<{ n: number; count: number }[]>(
      `select max(n)::int as n, count(*)::int as count from ${STRETCHES} where registration_status = 'SUBMITTED'`,
    );
    expect(largest!.n).toBeLessThanOrEqual(512);
    expect(largest!.count).toBeGreaterThan(6);
    expect(await wrongStretches()).toEqual([]);
    await expectEveryPage('SUBMITTED');
    await expectEveryPage('APPROVED');

    // Removed: a block in the middle of the order, and a single company.
    await execute(`delete from vendor where company_name like 'a company %' and submitted_at between '2026-01-01 10:00' and '2026-01-01 14:00'`);
    await execute(`delete from vendor where company_name = 'b3- company 7'`);
    // Dates changed: to the front, to the back, and onto another company's date (a tie).
    await execute(`update vendor set submitted_at = '2025-06-01' where company_name like 'a company 1_'`);
    await execute(`update vendor set submitted_at = '2027-06-01' where company_name like 'b1- company %'`);
    await execute(`update vendor set submitted_at = '2026-01-01 03:00' where company_name like 'b2- company 1_'`);
    // Approved (another tab), and a save that changes no stretch.
    await execute(`update vendor set registration_status = 'APPROVED' where company_name like 'b4- company %'`);
    await execute(`update vendor set company_name = company_name || ' Renamed', updated_at = now() where company_name like 'a company 2%'`);
    expect(await wrongStretches()).toEqual([]);
    for (const status of ['SUBMITTED', 'APPROVED'] as const) await expectEveryPage(status);

    // A submitted company without a date is not in the stretches: the tab pages by plain OFFSET until it has one.
    await execute(`update vendor set submitted_at = null where company_name = 'b5- company 9'`);
    await expectEveryPage('SUBMITTED');
    await execute(`update vendor set submitted_at = '2026-01-01 05:00' where company_name = 'b5- company 9'`);
    expect(await wrongStretches()).toEqual([]);
    await expectEveryPage('SUBMITTED');
  }, 300_000);

  it('enters the date index at the stretch holding the middle page, both ways, reading at most a stretch and a page', async () => {
    const [counted] = await execute<{ n: number }[]>(`select n::int as n from row_count where key = 'vendor.registration_status:SUBMITTED'`);
    const total = counted!.n;
    expect(total).toBeGreaterThan(3000);
    const middle = Math.floor(total / 2 / LIMIT) + 1;
    for (const sortOrder of ['ASC', 'DESC'] as const) {
      const statement = listStatements(REGISTRATION_LIST, { status: 'SUBMITTED', page: middle, limit: LIMIT, sortField: 'submittedAt', sortOrder }).page(total);
      const [row] = await execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (analyze, format json) ${statement.sql}`, statement.params);
      const found = nodes(row!['QUERY PLAN'][0]!.Plan);
      expect(found.some((n) => n['Relation Name'] === STRETCHES)).toBe(true);
      // The entries read from the date index: a plain OFFSET reads half the tab (over 1,800 here).
      const read = found
        .filter((n) => n['Index Name'] === 'vendor_status_submitted_at_idx')
        .reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
      expect(read, `${sortOrder}: ${statement.sql}`).toBeLessThanOrEqual(512 + LIMIT);
      const entered = found.find((n) => n['Index Name'] === 'vendor_status_submitted_at_idx' && /ROW\(submitted_at, id\) >= ROW/i.test(n['Index Cond'] ?? ''));
      expect(entered, `${sortOrder}: ${statement.sql}`).toBeDefined();
    }
  }, 60_000);

  it("splits the users' stretches and then the registrations' in one session (one function for both tables)", async () => {
    await em
      .getConnection()
      .getKnex()
      .transaction(async (trx) => {
        await trx.raw(
          `insert into app_user (id, name, email, role, password_hash, registration_status)
           select md5('both-user' || g.i)::uuid, 'Both ' || lpad(g.i::text, 4, '0'), 'both' || g.i || '@deep.example.com', 'VENDOR_USER', '$argon2id$seeded-not-a-password', 'APPROVED'
           from generate_series(1, 600) g(i)`,
        );
        await trx.raw(insertSql('both', 'APPROVED', 600, 600, '2030-01-01'));
      });
    const [largest] = await execute<{ n: number }[]>(`select max(n)::int as n from app_user_name_bucket`);
    expect(largest!.n).toBeLessThanOrEqual(512);
    expect(await wrongStretches()).toEqual([]);
  }, 120_000);

  it('counts companies dated side by side with another transaction that splits their stretch where the split left them', async () => {
    const knex = em.getConnection().getKnex();
    // Two stretches at least, so the split below is not of the first one; then the first transaction's 600 companies
    // split the last stretch (dated after every other), and the second moves 10 earlier companies past the split. (Two
    // inserts of one status would take turns anyway, at their row_count counter; a change of date touches none.)
    await knex.raw(insertSql('side-m', 'SUBMITTED', 600, 600, '2027-12-01'));
    // The second's count waits for the first transaction (its split is not committed yet).
    await secondWaitsForFirst(
      em,
      insertSql('side-p', 'SUBMITTED', 600, 300, '2028-01-01'),
      `update vendor set submitted_at = '2029-01-01' where company_name like 'side-m company 1_'`,
      '2029-01-01',
    );
    expect(await wrongStretches()).toEqual([]);
    await expectEveryPage('SUBMITTED');
  }, 300_000);
});
