import type { EntityManager } from '@mikro-orm/postgresql';
import { overdueCutoff } from '@portal/common/domain/business-days';
import { COMPLIANCE_STATUSES } from '@portal/common/domain/insurance';
import { REGISTRATION_STATUSES } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStatements, type ListPaging, type ListSpec, type SortOrder, type SqlPart } from '../../src/db/list-query.js';
import { PREQUAL_LIST, PREQUAL_LIST_TABS, REVIEW_CLOCKS, type PrequalListQuery } from '../../src/modules/prequal-lists/prequal-list.js';
import { dashboardStatement } from '../../src/modules/prequal-lists/dashboard.query.js';
import { overdueCountsStatement, overdueReviewsStatement } from '../../src/modules/prequal-reminders/overdue-reviews.js';
import { REGISTRATION_LIST } from '../../src/modules/registration/registration-list.js';
import { USER_REGISTRATION_STATUSES } from '../../src/modules/users/user.entity.js';
import { USERS_LIST, type UsersListQuery } from '../../src/modules/users/users-list.js';
import { COMPANIES_LIST, type CompaniesListQuery } from '../../src/modules/companies/companies-list.js';
import { INSURANCE_LIST, type InsuranceListQuery } from '../../src/modules/insurance/insurance-list.js';
import { startTestPortal, type TestPortal } from '../harness.js';
import { countersAndCounts, SELECTIVE_COMPANY_SEARCH, SELECTIVE_USER_SEARCH } from '../fixtures/list-seed.js';
import { LISTS_SEED, listsTemplate } from '../fixtures/lists-template.js';

/**
 * Issue 11: every list query has an index behind it. At a seeded size (30,000 companies in the production
 * mix of statuses, 30,000 users), EXPLAIN every statement each list runs, for every case its builder
 * allows (each filter, each sort field in both orders and the default sort, the first page, the pages on
 * either side of the middle where the read turns around, the last page, a selective search), and fail on
 * a sequential scan of a big table, naming the list, the case and the plan.
 */
const BIG_TABLES = new Set(['vendor', 'app_user', 'vendor_contact', 'prequal_list', 'prequalification', 'prequal_form', 'insurance_compliance']);
const { vendors: VENDORS, users: USERS } = LISTS_SEED;
const LIMIT = 25;

let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  // 30,000 companies and 30,000 users with the pipeline's cycles, scores and compliance rows (fixtures/lists-template.ts):
  // seeded once per run, minutes on a loaded machine when this file is the first to ask.
  portal = await startTestPortal({}, undefined, { template: await listsTemplate() });
  em = portal.em();
}, 300_000);
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
    // Its counts of the pending decisions and of the 11th-month mark are index reads: the departments' count reads the
    // companies in department review and the submitted pending forms (migration dashboard_department_count), not
    // every pending form of every cycle begun (prequal_form_department_pending_idx).
    const indexes = plans.flatMap(nodes).map((n) => n['Index Name']);
    expect(indexes, text).toContain('prequal_list_department_review_prequal_idx');
    expect(indexes, text).toContain('prequal_form_department_submitted_idx');
    expect(indexes, text).not.toContain('prequal_form_department_pending_idx');
    expect(indexes, text).toContain('prequal_list_completed_at_idx');
  });

  it("the dashboard's overdue counts per stage and the overdue reviews (the weekday job's read) go through the review tabs' indexes", async () => {
    // The counts at the setting's default (5 business days: every waiting review of the seed, a month and more) and at a
    // cutoff 150 days back (the tabs' overdue case above: about half); the reviews themselves at the latter. At the
    // default the reviews statement answers every department-review row of the seed, and the planner reads those
    // 3,000 of prequal_list's 30,000 rows by a parallel sequential scan: the answer is the whole stage there.
    const failures: string[] = [];
    const half = new Date(Date.now() - 150 * 86_400_000);
    const cases = [
      ['counts, the default', overdueCountsStatement(overdueCutoff(5, new Date()))],
      ['counts, 150 days', overdueCountsStatement(half)],
      ['reviews, 150 days', overdueReviewsStatement(half)],
    ] as const;
    for (const [name, statement] of cases) {
      const plan = await explain(statement);
      const indexes = nodes(plan).map((n) => n['Index Name']);
      // Each stage through an index of its tab's rows. The department stage's rows are also those of the dashboard's
      // partial index (prequal_list_department_review_prequal_idx): at the default cutoff, where the stage is every row
      // of the tab, the planner takes its bitmap of the whole stage and filters it, as it may.
      const stages = [
        ['prequal_list_status_submitted_at_idx'],
        ['prequal_list_department_review_since_idx', 'prequal_list_department_review_prequal_idx'],
        ['prequal_list_final_review_since_idx'],
      ];
      const missing = stages.filter((either) => !either.some((index) => indexes.includes(index))).map((either) => either.join(' or '));
      if (seqScans(plan).length || missing.length) {
        failures.push(`${name}: Seq Scan on ${seqScans(plan).join(', ') || 'none'}; not read: ${missing.join(', ') || 'none'}\n${await explainText(statement)}`);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
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

describe('issue 21: insurance compliance and the score are read in SQL through their indexes', () => {
  /** The index names a statement's plan reads. */
  const indexesOf = async (statement: SqlPart) =>
    nodes(await explain(statement))
      .map((n) => n['Index Name'])
      .filter((n): n is string => n !== undefined);

  it('the seed gives each status and the scores rows enough for several pages', async () => {
    const [counted] = await em.getConnection().execute<{ compliant: number; gaps: number; lapsed: number; scored: number }[]>(
      `select count(*) filter (where status = 'COMPLIANT')::int as compliant, count(*) filter (where status = 'GAPS')::int as gaps,
              count(*) filter (where status = 'LAPSED')::int as lapsed, (select count(prequal_score)::int from vendor) as scored
       from insurance_compliance`,
    );
    expect(counted!.lapsed).toBeGreaterThan(LIMIT * 10);
    expect(counted!.gaps).toBeGreaterThan(counted!.lapsed);
    expect(counted!.compliant).toBeGreaterThan(counted!.gaps);
    expect(counted!.scored).toBeGreaterThan(VENDORS / 10);
    const rows = await em
      .getConnection()
      .execute<{ indexname: string }[]>(`select indexname from pg_indexes where tablename = 'insurance_compliance' and indexname in (?)`, [INSURANCE_LIST.indexes]);
    expect(rows.map((r) => r.indexname).sort()).toEqual([...INSURANCE_LIST.indexes].sort());
  });

  it(
    'the insurance list (its tabs and the dashboard card): each status x sort x order, pages first to last, a search, through (status, next_expiry, vendor_id)',
    { timeout: 180_000 },
    async () => {
      const done: Checked = { statements: 0, pages: 0, failures: [] };
      const missed: string[] = [];
      // Meets requirements, 60 % of the rows, is counted and searched by a sequential read of the compliance table
      // (cheaper than the index for most of a table, as the planner says); its pages are still chosen through the
      // index (below), and bench:lists measures the tab's last page at 100,000 companies.
      const whole: Checked = { statements: 0, pages: 0, failures: [] };
      for (const status of COMPLIANCE_STATUSES) {
        const checked = status === 'COMPLIANT' ? whole : done;
        for (const sortField of [...Object.keys(INSURANCE_LIST.sorts), null]) {
          for (const sortOrder of ORDERS) {
            const label = `status ${status}, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
            const q: InsuranceListQuery = { status, sortField, sortOrder, page: 1, limit: LIMIT };
            await check(INSURANCE_LIST, label, q, checked);
            await check(INSURANCE_LIST, `${label}, search '${SELECTIVE_COMPANY_SEARCH}'`, { ...q, search: SELECTIVE_COMPANY_SEARCH }, checked);
            // The count and every page of a tab read the compliance rows through its index, in its order.
            const { count } = listStatements(INSURANCE_LIST, q);
            const [counted] = await em.getConnection().execute<{ n: number }[]>(count.sql, count.params);
            // (Meets requirements' count reads the table whole: see above.)
            for (const page of [...(status === 'COMPLIANT' ? [] : [0]), ...pagesOf(counted!.n, LIMIT)]) {
              const statement = page === 0 ? count : listStatements(INSURANCE_LIST, { ...q, page }).page(counted!.n);
              if (!(await indexesOf(statement)).includes('insurance_compliance_status_next_expiry_idx')) {
                missed.push(`${label} ${page === 0 ? 'count' : `page ${page}`}:\n${await explainText(statement)}`);
              }
            }
          }
        }
        // The dashboard card: one row of each status with its total.
        await check(INSURANCE_LIST, `status ${status}, one row (the dashboard card)`, { status, page: 1, limit: 1 }, checked);
      }
      expect(done.failures, done.failures.join('\n\n')).toEqual([]);
      expect(missed, missed.join('\n\n')).toEqual([]);
      // Gaps and Lapsed: 2 sorts x 3 orders x (4 pages, then 1 with the search), and the card's 4 pages of one row.
      expect(done.pages).toBe(2 * (2 * 3 * 5 + 4));
      expect(whole.pages).toBe(2 * 3 * 5 + 4);
      // ... and only its counts and a search within it read the table whole (most of it matches), not its pages.
      const notCounts = whole.failures.filter((f) => !/\] count: Seq Scan on insurance_compliance\n/.test(f) && !f.includes(`search '${SELECTIVE_COMPANY_SEARCH}'`));
      expect(notCounts, notCounts.join('\n\n')).toEqual([]);
    },
  );

  it('the Companies list sorted by score, with and without "Score at least", reads the score indexes, first page to last', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    const cases: { label: string; q: CompaniesListQuery; index: string }[] = [];
    for (const approvedOnly of [false, true]) {
      const index = approvedOnly ? 'vendor_status_prequal_score_idx' : 'vendor_listed_prequal_score_idx';
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        const base = { approvedOnly, sortField: 'prequalScore', sortOrder, page: 1, limit: LIMIT, asOf: new Date() };
        cases.push({ label: `${approvedOnly ? 'approved' : 'all'}, by score ${sortOrder}`, q: base, index });
        cases.push({ label: `${approvedOnly ? 'approved' : 'all'}, score at least 70, by score ${sortOrder}`, q: { ...base, minScore: 70 }, index });
      }
    }
    let pages = 0;
    for (const { label, q, index } of cases) {
      const { count } = listStatements(COMPANIES_LIST, q);
      const [counted] = await em.getConnection().execute<{ n: number }[]>(count.sql, count.params);
      expect(counted!.n, label).toBeGreaterThan(LIMIT * 4);
      const statements: [string, SqlPart][] = [['count', count]];
      for (const page of pagesOf(counted!.n, LIMIT)) statements.push([`page ${page}`, listStatements(COMPANIES_LIST, { ...q, page }).page(counted!.n)]);
      for (const [name, statement] of statements) {
        if (name !== 'count') pages += 1;
        const plan = await explain(statement);
        const scans = seqScans(plan);
        const used = nodes(plan).map((n) => n['Index Name']);
        // A count without "Score at least" is any count of the listed companies (approved ones: the registration
        // counter, row_count); the pages, and a count with it, read the score index.
        const anyCount = name === 'count' && q.minScore == null;
        if (scans.length || (!used.includes(index) && !anyCount)) {
          failures.push(`companies [${label}] ${name}: ${scans.length ? `Seq Scan on ${scans.join(', ')}` : `no ${index}`}\n${await explainText(statement)}`);
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(pages).toBe(cases.length * 4);
  });
});
