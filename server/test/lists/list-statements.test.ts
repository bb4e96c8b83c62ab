import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../src/db/seeders/demo-seeder.js';
import { startTestPortal, type HttpAnswer, type TestPortal } from '../harness.js';
import { seedLists } from '../fixtures/list-seed.js';
import { listsTemplate } from '../fixtures/lists-template.js';
import { seedPrequalCycles } from '../fixtures/prequal-list-seed.js';

/**
 * Issue 11: a list page runs a constant number of statements whatever its size. Each list request goes
 * through the real HTTP app (GraphQL and REST) while a knex 'query' listener on the ORM's connection records
 * every statement sent to PostgreSQL, at page 1 and at deep pages, first with few rows, then in a database of
 * 30,000 companies and 30,000 users.
 *
 * A signed-in list request runs exactly 3 statements:
 *   1. the actor lookup (AuthService.resolveActor: the user's columns and the revocation check, one statement),
 *   2. the total (one row of row_count),
 *   3. the page (ids from the filter+sort index, then only those rows with their joins, one statement).
 * A page past the end (or an empty list) runs 2: the total says there is nothing to read.
 * A search runs 2: the actor lookup, and its matches found once, counted and paged in one statement; a third,
 * the count, only when that page is past the end of the matches.
 */
let portal: TestPortal;
let admin: string;
let vendorAdmin: string;
/** Starts the portal the requests go to (a new one for the 30,000 rows: a copy of the list tests' seed), signed in. */
async function usePortal(next: Promise<TestPortal>): Promise<void> {
  const previous = portal;
  portal = await next;
  await previous?.stop();
  [admin, vendorAdmin] = await Promise.all([portal.tokenFor('PREQUAL_ADMIN'), portal.tokenFor('VENDOR_ADMIN')]);
}
beforeAll(() => usePortal(startTestPortal()));
afterAll(() => portal?.stop());

type Kind = 'actor' | 'total' | 'page' | 'searched' | 'dashboard' | 'other';

/** What a statement is, by its SQL. */
function kindOf(sql: string): Kind {
  if (/\bfrom revoked_token\b/.test(sql) && /\bfrom app_user u where u\.id = /.test(sql)) return 'actor';
  if (/^select coalesce\(\(select n from row_count where key = /.test(sql) || /^select count\(\*\)::int as n from (vendor|app_user|prequal_list) /.test(sql))
    return 'total';
  if (
    /^select .+ from (vendor v|app_user u|prequal_list l) .*where (v|u|l)\.id in \((select (v|u|l)\.id from |with m as materialized |\(with b as \(select x\.s, x\.id, x\.before from )/s.test(
      sql,
    )
  )
    return 'page'; // the ids from the sort index, from a search's matches, or from the stretch holding the page (users, registrations)
  if (/^select \* from prequal_dashboard\(/.test(sql)) return 'dashboard';
  if (/^with m as materialized \(.+\), p as \(select m\.id from m .+ as "__total" from (vendor v|app_user u|prequal_list l) /s.test(sql)) return 'searched';
  return 'other';
}

interface Listed {
  totalCount: number;
  rows: number;
}

/**
 * Runs one request and the statements it sent, from the request's start until its answer has arrived. The
 * test sends nothing else meanwhile and the app has no background work on this connection, so every statement
 * recorded is the request's; `kindOf` names each so a stray one would show as 'other'.
 */
async function statementsOf(request: () => Promise<HttpAnswer>, read: (body: HttpAnswer['body']) => Listed): Promise<{ kinds: Kind[]; listed: Listed }> {
  const knex = portal.orm.em.getConnection().getKnex();
  const sqls: string[] = [];
  const listener = (q: { sql: string }) => void sqls.push(q.sql);
  knex.on('query', listener);
  let answer: HttpAnswer;
  try {
    answer = await request();
  } finally {
    knex.removeListener('query', listener);
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return { kinds: sqls.map(kindOf), listed: read(answer.body) };
}

interface ListCase {
  name: string;
  limit: number;
  request(page: number, limit: number): Promise<HttpAnswer>;
  read(body: HttpAnswer['body']): Listed;
}

const gqlPage = (field: string, items: string) => (body: HttpAnswer['body']) => ({
  totalCount: body.data[field].totalCount,
  rows: body.data[field][items].length,
});
const restPage = (items: string) => (body: HttpAnswer['body']) => ({ totalCount: body.totalCount, rows: body[items].length });

const CASES: ListCase[] = [
  {
    name: 'GraphQL registrations (SUBMITTED, by company name)',
    limit: 10,
    request: (page, limit) =>
      portal.gql(
        'query($p:Int!,$l:Int!){ registrations(options: { status: SUBMITTED, page:$p, limit:$l, sortField:"companyName", sortOrder: ASC }){ totalCount vendors: items { vendorId companyName primaryContactEmail } } }',
        { p: page, l: limit },
        admin,
      ),
    read: gqlPage('registrations', 'vendors'),
  },
  {
    name: 'GraphQL registrations (DRAFT, default sort)',
    limit: 25,
    request: (page, limit) =>
      portal.gql(
        'query($p:Int!,$l:Int!){ registrations(options: { status: DRAFT, page:$p, limit:$l }){ totalCount vendors: items { vendorId companyName } } }',
        { p: page, l: limit },
        admin,
      ),
    read: gqlPage('registrations', 'vendors'),
  },
  {
    name: 'REST GET /vendors?status=SUBMITTED',
    limit: 10,
    request: (page, limit) => portal.rest('GET', `/vendors?status=SUBMITTED&page=${page}&limit=${limit}&sortField=submittedAt&sortOrder=DESC`, { token: admin }),
    read: restPage('vendors'),
  },
  {
    name: 'REST GET /vendors?status=DRAFT',
    limit: 25,
    request: (page, limit) => portal.rest('GET', `/vendors?status=DRAFT&page=${page}&limit=${limit}`, { token: admin }),
    read: restPage('vendors'),
  },
  {
    name: 'GraphQL users',
    limit: 25,
    request: (page, limit) =>
      portal.gql(
        'query($p:Int!,$l:Int!){ users(options: { page:$p, limit:$l }){ totalCount users: items { userId name email companyName roleName } } }',
        { p: page, l: limit },
        admin,
      ),
    read: gqlPage('users', 'users'),
  },
  {
    name: 'REST GET /users',
    limit: 25,
    request: (page, limit) => portal.rest('GET', `/users?page=${page}&limit=${limit}`, { token: admin }),
    read: restPage('users'),
  },
  {
    name: 'GraphQL pendingAccounts',
    limit: 10,
    request: (page, limit) =>
      portal.gql(
        'query($p:Int!,$l:Int!){ pendingAccounts(options: { page:$p, limit:$l }){ totalCount users: items { userId email companyName priority } } }',
        { p: page, l: limit },
        admin,
      ),
    read: gqlPage('pendingAccounts', 'users'),
  },
  {
    name: 'REST GET /users?registrationStatus=PENDING (Account Creation)',
    limit: 10,
    request: (page, limit) => portal.rest('GET', `/users?registrationStatus=PENDING&page=${page}&limit=${limit}`, { token: admin }),
    read: restPage('users'),
  },
  {
    // The page's rows carry their three decisions, read in the page's statement (no statement per row).
    name: 'GraphQL prequalList (COMPLETED, by priority, with the decisions)',
    limit: 10,
    request: (page, limit) =>
      portal.gql(
        'query($p:Int!,$l:Int!){ prequalList(options: { status: "COMPLETED", page:$p, limit:$l, sortField:"priority", sortOrder: DESC }){ total: totalCount items { vendorId companyName primaryContactName priority categoryStatuses { category status aggregateLimit } } } }',
        { p: page, l: limit },
        admin,
      ),
    read: (body) => ({ totalCount: body.data.prequalList.total, rows: body.data.prequalList.items.length }),
  },
  {
    name: 'REST GET /vendor/prequal-forms?status=COMPLETED&finalApprovalStatus=all',
    limit: 10,
    request: (page, limit) =>
      portal.rest('GET', `/vendor/prequal-forms?status=COMPLETED&finalApprovalStatus=all&page=${page}&limit=${limit}&sortField=submittedAt&sortOrder=DESC`, {
        token: admin,
      }),
    read: (body) => ({ totalCount: body.total, rows: body.data.length }),
  },
];

/** Page 1, a deep page read forwards (just before the middle), and the last page (read backwards). */
function deepPages(total: number, limit: number): number[] {
  const last = Math.ceil(total / limit);
  return [...new Set([1, Math.max(1, Math.floor(total / 2 / limit)), last])];
}

/** Every case at page 1 and its deep pages: `${case} page p of n` -> the kinds of statements it ran. */
async function measure(): Promise<{ runs: Record<string, Kind[]>; totals: Record<string, number> }> {
  const runs: Record<string, Kind[]> = {};
  const totals: Record<string, number> = {};
  for (const c of CASES) {
    const first = await statementsOf(() => c.request(1, c.limit), c.read);
    totals[c.name] = first.listed.totalCount;
    for (const page of deepPages(first.listed.totalCount, c.limit)) {
      const { kinds, listed } = page === 1 ? first : await statementsOf(() => c.request(page, c.limit), c.read);
      expect(listed.totalCount, c.name).toBe(first.listed.totalCount);
      // A full page, or the rest of the rows on the last one: the statements read a real page.
      expect(listed.rows, `${c.name} page ${page}`).toBe(Math.min(c.limit, listed.totalCount - (page - 1) * c.limit));
      runs[`${c.name} page ${page} of ${Math.ceil(listed.totalCount / c.limit)}`] = kinds;
    }
  }
  return { runs, totals };
}

const ACTOR_TOTAL_PAGE: Kind[] = ['actor', 'total', 'page'];

describe('a list request runs the same statements whatever the size and the page', () => {
  let few: Awaited<ReturnType<typeof measure>>;
  let many: Awaited<ReturnType<typeof measure>>;

  it('with few rows: actor lookup, total, page', async () => {
    await seedLists(portal.em(), { prefix: 'few', vendors: 80, users: 300 });
    await seedPrequalCycles(portal.em(), { prefix: 'few', vendors: 80 });
    few = await measure();
    for (const [run, kinds] of Object.entries(few.runs)) expect(kinds, run).toEqual(ACTOR_TOTAL_PAGE);
    // Some of the deep pages are real deep pages: more than one page per list.
    for (const c of CASES) expect(few.totals[c.name], c.name).toBeGreaterThan(c.limit);
  });

  // The same lists in a database of the list tests' seed (fixtures/lists-template.ts: 30,000 companies with their
  // cycles and 30,000 users), seeded once per run rather than by each file. When this file is the first to ask, it
  // waits for the seeding: minutes on a loaded CI machine. A limit for a hung run, not a timing check.
  it('with 30,000 companies and 30,000 users: the very same statements', { timeout: 300_000 }, async () => {
    expect(few, 'the few-rows run').toBeDefined();
    await usePortal(startTestPortal({}, undefined, { template: await listsTemplate() }));
    many = await measure();
    for (const [run, kinds] of Object.entries(many.runs)) expect(kinds, run).toEqual(ACTOR_TOTAL_PAGE);
    for (const c of CASES) expect(many.totals[c.name], c.name).toBeGreaterThan(few.totals[c.name]! * 20);
    const counts = [...Object.values(few.runs), ...Object.values(many.runs)].map((kinds) => kinds.length);
    expect(new Set(counts)).toEqual(new Set([3]));
  });

  it('a search: its page and total in one statement; a company admin reading its own users (counted, not from the counter): 3', async () => {
    const search = await statementsOf(
      () =>
        portal.gql(
          'query($s:String){ registrations(options: { status: SUBMITTED, search:$s, page: 1, limit: 10 }){ totalCount vendors: items { vendorId companyName } } }',
          { s: 'kowalski' },
          admin,
        ),
      gqlPage('registrations', 'vendors'),
    );
    expect(search.kinds).toEqual(['actor', 'searched']);
    expect(search.listed.totalCount).toBeGreaterThan(10);
    expect(search.listed.rows).toBe(10);
    const prequalSearch = await statementsOf(
      () => portal.rest('GET', '/vendor/prequal-forms?status=COMPLETED&search=kowalski&page=1&limit=5', { token: admin }),
      (body) => ({ totalCount: body.total, rows: body.data.length }),
    );
    expect(prequalSearch.kinds).toEqual(['actor', 'searched']);
    expect(prequalSearch.listed.totalCount).toBeGreaterThan(5);
    expect(prequalSearch.listed.rows).toBe(5);
    const usersSearch = await statementsOf(() => portal.rest('GET', '/users?search=zimmerman&page=2&limit=10', { token: admin }), restPage('users'));
    expect(usersSearch.kinds).toEqual(['actor', 'searched']);
    expect(usersSearch.listed.rows).toBe(Math.min(10, usersSearch.listed.totalCount - 10));
    expect(usersSearch.listed.rows).toBeGreaterThan(0);
    // Past the end of the matches: the empty page cannot tell "no matches" from "too far", so the count says.
    const pastMatches = await statementsOf(() => portal.rest('GET', '/users?search=zimmerman&page=100000&limit=10', { token: admin }), restPage('users'));
    expect(pastMatches.kinds).toEqual(['actor', 'searched', 'total']);
    expect(pastMatches.listed).toEqual({ totalCount: usersSearch.listed.totalCount, rows: 0 });
    const own = await statementsOf(() => portal.rest('GET', '/users?page=1&limit=2', { token: vendorAdmin }), restPage('users'));
    expect(own.kinds).toEqual(ACTOR_TOTAL_PAGE);
    expect(own.listed.rows).toBe(2);
    const ownUsers = await portal.rest('GET', '/users?limit=100', { token: vendorAdmin });
    expect(new Set(ownUsers.body.users.map((u: { companyName: string }) => u.companyName))).toEqual(new Set([DEMO_COMPANY.companyName]));
  });

  it('a page past the end, or an empty list: actor lookup and total only (nothing to read); an empty search, its one statement', async () => {
    const past = await statementsOf(() => portal.rest('GET', '/vendors?status=REJECTED&page=100000&limit=25', { token: admin }), restPage('vendors'));
    expect(past.kinds).toEqual(['actor', 'total']);
    expect(past.listed).toEqual({ totalCount: expect.any(Number), rows: 0 });
    expect(past.listed.totalCount).toBeGreaterThan(0);
    const empty = await statementsOf(() => portal.rest('GET', '/users?search=no-such-person-anywhere', { token: admin }), restPage('users'));
    expect(empty.kinds).toEqual(['actor', 'searched']);
    expect(empty.listed).toEqual({ totalCount: 0, rows: 0 });
  });

  it('the dashboard: the actor lookup and one statement, through GraphQL and REST, with 30,000 companies', async () => {
    expect(many, 'the 30,000 run').toBeDefined();
    const viaRest = await statementsOf(
      () => portal.rest('GET', '/admin/dashboard', { token: admin }),
      (body) => ({ totalCount: body.inProgress.pending, rows: Object.keys(body.upcoming11thMonthMark).length }),
    );
    expect(viaRest.kinds).toEqual(['actor', 'dashboard']);
    expect(viaRest.listed.totalCount).toBeGreaterThan(100);
    expect(viaRest.listed.rows).toBe(6);
    const viaGraphql = await statementsOf(
      () => portal.gql('{ dashboard { inProgress { pending } safety { pending } completed upcoming11thMonthMark } }', {}, admin),
      (body) => ({ totalCount: body.data.dashboard.inProgress.pending, rows: Object.keys(body.data.dashboard.upcoming11thMonthMark).length }),
    );
    expect(viaGraphql.kinds).toEqual(['actor', 'dashboard']);
    expect(viaGraphql.listed).toEqual(viaRest.listed);
  });
});
