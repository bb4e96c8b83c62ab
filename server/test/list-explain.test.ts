import type { EntityManager } from '@mikro-orm/postgresql';
import { REGISTRATION_STATUSES } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStatements, type ListPaging, type ListSpec, type SortOrder, type SqlPart } from '../src/db/list-query.js';
import { PREQUAL_LIST, PREQUAL_LIST_TABS, REVIEW_CLOCKS, type PrequalListQuery } from '../src/modules/prequal-lists/prequal-list.js';
import { dashboardStatement } from '../src/modules/prequal-lists/dashboard.query.js';
import { REGISTRATION_LIST } from '../src/modules/registration/registration-list.js';
import { USER_REGISTRATION_STATUSES } from '../src/modules/users/user.entity.js';
import { USERS_LIST, type UsersListQuery } from '../src/modules/users/users-list.js';
import { startTestPortal, type TestPortal } from './harness.js';
import { countersAndCounts, SELECTIVE_COMPANY_SEARCH, SELECTIVE_USER_SEARCH, seedLists, vacuumAnalyzeLists } from './list-seed.js';
import { seedPrequalCycles, vacuumAnalyzePipeline } from './prequal-list-seed.js';

/**
 * Issue 11: every list query has an index behind it. At a seeded size (30,000 companies in the production
 * mix of statuses, 30,000 users), EXPLAIN every statement each list runs, for every case its builder
 * allows (each filter, each sort field in both orders and the default sort, the first page, the pages on
 * either side of the middle where the read turns around, the last page, a selective search), and fail on
 * a sequential scan of a big table, naming the list, the case and the plan.
 */
const BIG_TABLES = new Set(['vendor', 'app_user', 'vendor_contact', 'prequal_list', 'prequalification', 'prequal_form']);
const VENDORS = 30_000;
const USERS = 30_000;
const LIMIT = 25;

let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  await seedLists(em, { prefix: 'explain', vendors: VENDORS, users: USERS });
  // The review pipeline on the same companies: 70 % have begun a cycle (prequal-list-seed.ts).
  await seedPrequalCycles(em, { prefix: 'explain', vendors: VENDORS });
  await vacuumAnalyzeLists(em);
  await vacuumAnalyzePipeline(em);
});
afterAll(() => portal?.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function explain(statement: SqlPart): Promise<PlanNode> {
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${statement.sql}`, statement.params);
  return row!['QUERY PLAN'][0]!.Plan;
}

async function explainText(statement: SqlPart): Promise<string> {
  const rows = await em.getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain ${statement.sql}`, statement.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** A pg connection of the pool, as the `pg` driver gives it (only what nestedPlans uses). */
interface RawClient {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  on(event: 'notice', listener: (notice: { message?: string }) => void): void;
  off(event: 'notice', listener: (notice: { message?: string }) => void): void;
}

/**
 * The plans of the statements a function runs inside (a plpgsql function's EXPLAIN shows a Function Scan only):
 * auto_explain logs every nested statement's plan, as a notice to this connection, as JSON.
 */
async function nestedPlans(statement: SqlPart): Promise<{ plans: PlanNode[]; text: string }> {
  const knex = em.getConnection().getKnex();
  const client = (await knex.client.acquireConnection()) as RawClient;
  const logged: string[] = [];
  const onNotice = (notice: { message?: string }) => logged.push(notice.message ?? '');
  client.on('notice', onNotice);
  try {
    await client.query("load 'auto_explain'");
    await client.query('set auto_explain.log_min_duration = 0');
    await client.query('set auto_explain.log_nested_statements = on');
    await client.query('set auto_explain.log_format = json');
    await client.query('set auto_explain.log_level = notice');
    let n = 0;
    await client.query(
      statement.sql.replace(/\?/g, () => `$${++n}`),
      statement.params,
    );
  } finally {
    await client.query('reset all');
    client.off('notice', onNotice);
    await knex.client.releaseConnection(client);
  }
  const plans = logged.filter((m) => m.includes('{')).map((m) => (JSON.parse(m.slice(m.indexOf('{'))) as { Plan: PlanNode }).Plan);
  return { plans, text: logged.join('\n') };
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The big tables a plan reads sequentially. */
const seqScans = (plan: PlanNode) =>
  nodes(plan)
    .filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']!);

/** Page 1, the last page read forwards (offset <= total / 2), the first read backwards, and the last page. */
function pagesOf(total: number, limit: number): number[] {
  const last = Math.max(1, Math.ceil(total / limit));
  const lastForward = Math.floor(total / 2 / limit) + 1;
  return [...new Set([1, lastForward, lastForward + 1, last])].filter((p) => p <= last);
}

interface Checked {
  statements: number;
  pages: number;
  failures: string[];
}

/**
 * Explains the count and the page statements of one case of a list at each of its pages (or page 1 only,
 * and the one statement of a searched page, with a search), and records every sequential scan of a big table with the text plan.
 */
async function check<Q extends ListPaging>(spec: ListSpec<Q>, label: string, q: Q, done: Checked): Promise<void> {
  const { count, searched } = listStatements(spec, q);
  const [counted] = await em.getConnection().execute<{ n: number }[]>(count.sql, count.params);
  const total = counted!.n;
  const statements: { name: string; statement: SqlPart }[] = [{ name: 'count', statement: count }];
  // A search's page 1 runs as one statement with its total; the count and page statements are its fallback.
  if (searched) statements.push({ name: 'searched page 1 with its total', statement: searched });
  for (const page of q.search ? [1] : pagesOf(total, q.limit)) {
    const built = listStatements(spec, { ...q, page }).page(total);
    statements.push({ name: `page ${page} of ${Math.ceil(total / q.limit)}${built.reversed ? ' (read backwards)' : ''}`, statement: built });
    done.pages += 1;
  }
  for (const { name, statement } of statements) {
    done.statements += 1;
    const scans = seqScans(await explain(statement));
    if (scans.length) {
      done.failures.push(`${spec.name} [${label}] ${name}: Seq Scan on ${scans.join(', ')}\n${statement.sql}\n${await explainText(statement)}`);
    }
  }
}

const ORDERS: (SortOrder | null)[] = ['ASC', 'DESC', null];

describe('the seeded tables', () => {
  it('hold the production mix, and the triggers kept row_count equal to the tables', async () => {
    const { counters, counted } = await countersAndCounts(em);
    expect(counters).toEqual(counted);
    const share = (status: string) => counted[`vendor.registration_status:${status}`]! / VENDORS;
    expect(share('DRAFT')).toBeCloseTo(0.55, 1);
    expect(share('SUBMITTED')).toBeCloseTo(0.25, 1);
    expect(share('APPROVED')).toBeCloseTo(0.17, 1);
    expect(share('REJECTED')).toBeCloseTo(0.03, 1);
    expect(counted['app_user.registration_status:PENDING']).toBeGreaterThan(USERS * 0.05);
    // The searches below are selective: well under 1 % of the rows.
    const [hits] = await em.getConnection().execute<{ vendors: number; users: number }[]>(
      `select (select count(*)::int from vendor where lower(company_name) like ?) as vendors,
              (select count(*)::int from app_user where (lower(name) || ' ' || email) like ?) as users`,
      [`%${SELECTIVE_COMPANY_SEARCH}%`, `%${SELECTIVE_USER_SEARCH}%`],
    );
    expect(hits!.vendors).toBeGreaterThan(50);
    expect(hits!.vendors).toBeLessThan(VENDORS / 100);
    expect(hits!.users).toBeGreaterThan(50);
    expect(hits!.users).toBeLessThan(USERS / 50);
  });

  it('the plan walk finds a sequential scan where there is one', async () => {
    // So the checks below cannot pass by never recognising one: an unindexed filter reads the table.
    const plan = await explain({ sql: `select id from vendor v where v.office_phone_number = ? order by v.id`, params: ['410-555-0100'] });
    expect(seqScans(plan)).toEqual(['vendor']);
  });
});

describe('each list declares its indexes', () => {
  it.each([REGISTRATION_LIST, USERS_LIST, PREQUAL_LIST] as ListSpec<never>[])('$name', async (spec) => {
    const rows = await em
      .getConnection()
      .execute<{ indexname: string }[]>(`select indexname from pg_indexes where tablename = ? and indexname in (?)`, [spec.table, spec.indexes]);
    expect(rows.map((r) => r.indexname).sort()).toEqual([...spec.indexes].sort());
  });
});

describe('no list reads a big table sequentially', () => {
  it('registrations: every status x sort field (and the default) x order, pages from first to last, and a search', { timeout: 60_000 }, async () => {
    const done: Checked = { statements: 0, pages: 0, failures: [] };
    for (const status of REGISTRATION_STATUSES) {
      for (const sortField of [...Object.keys(REGISTRATION_LIST.sorts), null]) {
        for (const sortOrder of ORDERS) {
          const label = `status ${status}, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
          const q = { status, sortField, sortOrder, page: 1, limit: LIMIT };
          await check(REGISTRATION_LIST, label, q, done);
          await check(REGISTRATION_LIST, `${label}, search '${SELECTIVE_COMPANY_SEARCH}'`, { ...q, search: SELECTIVE_COMPANY_SEARCH }, done);
        }
      }
    }
    expect(done.failures, done.failures.join('\n\n')).toEqual([]);
    // 4 statuses x 4 sorts x 3 orders x (count + 4 pages, then count + 1 page with the search).
    expect(done.pages).toBe(4 * 4 * 3 * 5);
  });

  it('users: everyone, each registration status, a company, a company and a status; sort by name both ways; pages; a search', { timeout: 60_000 }, async () => {
    const [busiest] = await em
      .getConnection()
      .execute<{ vendor_id: string }[]>(`select vendor_id from app_user where vendor_id is not null group by vendor_id order by count(*) desc, vendor_id limit 1`);
    const filters: { label: string; q: Partial<UsersListQuery> }[] = [
      { label: 'everyone', q: {} },
      ...USER_REGISTRATION_STATUSES.map((s) => ({ label: `registrationStatus ${s}`, q: { registrationStatus: s } })),
      { label: 'a company', q: { vendorId: busiest!.vendor_id } },
      { label: 'a company, PENDING', q: { vendorId: busiest!.vendor_id, registrationStatus: 'PENDING' as const } },
    ];
    const done: Checked = { statements: 0, pages: 0, failures: [] };
    for (const { label, q: filter } of filters) {
      for (const sortField of [...Object.keys(USERS_LIST.sorts), null]) {
        for (const sortOrder of ORDERS) {
          const caseLabel = `${label}, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
          const q: UsersListQuery = { ...filter, sortField, sortOrder, page: 1, limit: LIMIT };
          await check(USERS_LIST, caseLabel, q, done);
          await check(USERS_LIST, `${caseLabel}, search '${SELECTIVE_USER_SEARCH}'`, { ...q, search: SELECTIVE_USER_SEARCH }, done);
        }
      }
    }
    expect(done.failures, done.failures.join('\n\n')).toEqual([]);
    expect(done.pages).toBeGreaterThan(filters.length * 2 * 3 * 2);
  });

  it("a search counts through a trigram index, so its total costs its matches, not a walk over the status's rows", async () => {
    const searched = [
      { spec: REGISTRATION_LIST, q: { status: 'SUBMITTED', page: 1, limit: LIMIT, search: SELECTIVE_COMPANY_SEARCH }, index: /^vendor_submitted_company_name_trgm$/ },
      { spec: REGISTRATION_LIST, q: { status: 'DRAFT', page: 1, limit: LIMIT, search: SELECTIVE_COMPANY_SEARCH }, index: /^vendor_draft_company_name_trgm$/ },
      // A selective search needs no status in the index: the planner may recheck the status on the few matches.
      { spec: USERS_LIST, q: { registrationStatus: 'PENDING', page: 1, limit: LIMIT, search: SELECTIVE_USER_SEARCH }, index: /^app_user(_status)?_search_trgm$/ },
      { spec: USERS_LIST, q: { page: 1, limit: LIMIT, search: SELECTIVE_USER_SEARCH }, index: /^app_user(_status)?_search_trgm$/ },
    ] as const;
    for (const { spec, q, index } of searched) {
      const { count, searched: page } = listStatements(spec as ListSpec<typeof q>, q);
      for (const statement of [count, page!]) {
        const used = nodes(await explain(statement)).map((n) => n['Index Name']);
        expect(
          used.some((name) => name !== undefined && index.test(name)),
          `${spec.name} ${JSON.stringify(q)}:\n${await explainText(statement)}`,
        ).toBe(true);
      }
    }
  });

  it(
    'prequal-forms (the prequalification tabs, and every status at once): every tab status x sort field (and the default) x order, pages from first to last, and a search',
    { timeout: 120_000 },
    async () => {
      const done: Checked = { statements: 0, pages: 0, failures: [] };
      // null: the call without a status, every company with a cycle.
      for (const status of [...PREQUAL_LIST_TABS, null]) {
        for (const sortField of [...Object.keys(PREQUAL_LIST.sorts), null]) {
          for (const sortOrder of ORDERS) {
            const label = `status ${status}, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
            const q: PrequalListQuery = { status, sortField, sortOrder, page: 1, limit: LIMIT };
            await check(PREQUAL_LIST, label, q, done);
            await check(PREQUAL_LIST, `${label}, search '${SELECTIVE_COMPANY_SEARCH}'`, { ...q, search: SELECTIVE_COMPANY_SEARCH }, done);
          }
        }
      }
      expect(done.failures, done.failures.join('\n\n')).toEqual([]);
      // (6 tabs + no status) x 5 sorts x 3 orders x (count + 4 pages, then count + 1 page with the search).
      expect(done.pages).toBe(7 * 5 * 3 * 5);
    },
  );

  it(
    'prequal-forms, a review tab with its overdue reviews first: each review tab x sort field x order, pages from first to last, and a search',
    { timeout: 120_000 },
    async () => {
      const done: Checked = { statements: 0, pages: 0, failures: [] };
      // About half of each review tab's seeded clocks (spread over a year) are before it.
      const overdueBefore = new Date(Date.now() - 150 * 86_400_000);
      for (const status of Object.keys(REVIEW_CLOCKS) as PrequalListQuery['status'][]) {
        const [split] = await em
          .getConnection()
          .execute<{ overdue: number; rest: number }[]>(
            `select count(*) filter (where ${REVIEW_CLOCKS[status!]} < ?)::int as overdue, count(*) filter (where not coalesce(${REVIEW_CLOCKS[status!]} < ?, false))::int as rest from prequal_list l where l.prequal_status = ?`,
            [overdueBefore, overdueBefore, status],
          );
        expect(split!.overdue, status!).toBeGreaterThan(LIMIT * 2);
        expect(split!.rest, status!).toBeGreaterThan(LIMIT * 2);
        for (const sortField of [...Object.keys(PREQUAL_LIST.sorts), null]) {
          for (const sortOrder of ORDERS) {
            const label = `status ${status} overdue first, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
            const q: PrequalListQuery = { status, sortField, sortOrder, page: 1, limit: LIMIT, overdueBefore };
            await check(PREQUAL_LIST, label, q, done);
            await check(PREQUAL_LIST, `${label}, search '${SELECTIVE_COMPANY_SEARCH}'`, { ...q, search: SELECTIVE_COMPANY_SEARCH }, done);
          }
        }
      }
      expect(done.failures, done.failures.join('\n\n')).toEqual([]);
      // 3 review tabs x 5 sorts x 3 orders x (count + 4 pages, then count + 1 page with the search).
      expect(done.pages).toBe(3 * 5 * 3 * 5);
    },
  );

  it('prequal-forms, Completed by final decision: each decision x sort field x order, pages from first to last, and a search', { timeout: 120_000 }, async () => {
    const done: Checked = { statements: 0, pages: 0, failures: [] };
    for (const finalApprovalStatus of ['FINAL_APPROVED', 'FINAL_APPROVED_WITH_RISK_MITIGATION', 'FINAL_APPROVED_BOND_APPROVAL_ONLY', 'FINAL_REJECTED'] as const) {
      for (const sortField of [...Object.keys(PREQUAL_LIST.sorts), null]) {
        for (const sortOrder of ORDERS) {
          const label = `COMPLETED ${finalApprovalStatus}, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
          const q: PrequalListQuery = { status: 'COMPLETED', finalApprovalStatus, sortField, sortOrder, page: 1, limit: LIMIT };
          await check(PREQUAL_LIST, label, q, done);
          await check(PREQUAL_LIST, `${label}, search '${SELECTIVE_COMPANY_SEARCH}'`, { ...q, search: SELECTIVE_COMPANY_SEARCH }, done);
        }
      }
    }
    expect(done.failures, done.failures.join('\n\n')).toEqual([]);
    expect(done.pages).toBe(4 * 5 * 3 * 5);
  });

  it('prequal-forms: a search within a tab goes through its partial trigram index', async () => {
    for (const status of PREQUAL_LIST_TABS) {
      const q: PrequalListQuery = { status, page: 1, limit: LIMIT, search: SELECTIVE_COMPANY_SEARCH };
      const { count, searched } = listStatements(PREQUAL_LIST, q);
      for (const statement of [count, searched!]) {
        const used = nodes(await explain(statement)).map((n) => n['Index Name']);
        expect(used, `${status}:\n${await explainText(statement)}`).toContain(`prequal_list_${status.toLowerCase()}_company_name_trgm`);
      }
    }
  });

  it('the dashboard reads no big table sequentially: its counts are counters, the rest goes through indexes', async () => {
    // The statement calls the function prequal_dashboard; these are the plans of the statements inside it.
    const { plans, text } = await nestedPlans(dashboardStatement('2026-11'));
    expect(plans.length, text).toBeGreaterThan(1);
    expect(plans.flatMap(seqScans), text).toEqual([]);
    // Its counts of the pending decisions and of the 11th-month mark are index reads.
    const indexes = plans.flatMap(nodes).map((n) => n['Index Name']);
    expect(indexes, text).toContain('prequal_form_department_pending_idx');
    expect(indexes, text).toContain('prequal_list_completed_at_idx');
  });

  it('Account Creation (users awaiting approval): pages from first to last, and a search', async () => {
    // As AccountsService.pending asks: the users list with registrationStatus PENDING and its default sort.
    const done: Checked = { statements: 0, pages: 0, failures: [] };
    const q: UsersListQuery = { registrationStatus: 'PENDING', page: 1, limit: LIMIT };
    await check(USERS_LIST, 'PENDING', q, done);
    await check(USERS_LIST, `PENDING, search '${SELECTIVE_USER_SEARCH}'`, { ...q, search: SELECTIVE_USER_SEARCH }, done);
    for (const limit of [10, 100]) await check(USERS_LIST, `PENDING, limit ${limit}`, { ...q, limit }, done);
    expect(done.failures, done.failures.join('\n\n')).toEqual([]);
    expect(done.pages).toBe(4 + 1 + 4 + 4);
  });
});
