import { FINAL_DECISIONS } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { countersAndCounts } from '../../../test/fixtures/list-seed.js';
import { seedPrequalPipeline } from '../../../test/fixtures/prequal-list-seed.js';
import { Vendor } from '../companies/index.js';
import { addMonths } from './dashboard.query.js';
import { cycleOf, PrequalForm, Prequalification } from '../prequal/index.js';
import { PREQUAL_LIST_TABS } from './prequal-list.js';

/** The prequalification tabs, the dashboard and the history, on a seeded pipeline of 400 companies. */
let portal: TestPortal;
let admin: string;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
  await seedPrequalPipeline(portal.em(), { prefix: 'tabs', vendors: 400 });
  admin = await portal.tokenFor('PREQUAL_REVIEWER');
});
afterAll(() => portal?.stop());

const LIST = `query($s:String!,$f:String,$q:String,$p:Int,$l:Int,$sf:String,$so:SortOrder){ prequalList(options: { status:$s, finalApprovalStatus:$f, search:$q, page:$p, limit:$l, sortField:$sf, sortOrder:$so }){
  total: totalCount items { prequalId vendorId companyName primaryContactName primaryContactEmail instance prequalStatus priority submittedAt reviewDays finalStatus commentText expiresAt
    categoryStatuses { formId category status mitigationPlan commentText aggregateLimit singleLimit bondingLimit decidedAt decidedByName } } } }`;

interface Item {
  prequalId: string;
  vendorId: string;
  companyName: string;
  primaryContactName: string | null;
  instance: string;
  prequalStatus: string;
  priority: string;
  submittedAt: string | null;
  reviewDays: number | null;
  finalStatus: string | null;
  expiresAt: string | null;
  categoryStatuses: { category: string; status: string; aggregateLimit: string | null }[];
}

async function list(vars: Record<string, unknown>): Promise<{ total: number; items: Item[] }> {
  const res = await portal.gql(LIST, vars, admin);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.prequalList;
}

/** Every row of a tab, read in pages of 100. */
async function all(vars: Record<string, unknown>): Promise<Item[]> {
  const rows: Item[] = [];
  for (let p = 1; ; p += 1) {
    const page = await list({ ...vars, p, l: 100 });
    rows.push(...page.items);
    if (rows.length >= page.total) return rows;
  }
}

/** The dashboard's counters (row_count, kept by prequal_list's triggers) equal the rows they count. */
async function expectCountersAgree(): Promise<void> {
  const { counters, counted } = await countersAndCounts(portal.em());
  expect(counters).toEqual(counted);
}

const countIn = async (sql: string, params: unknown[] = []) => {
  const [row] = await portal.em().getConnection().execute<{ n: number }[]>(sql, params);
  return row!.n;
};

describe('prequalList (the tabs In Progress to Renewal)', () => {
  it('lists the companies of one status with their newest cycle, primary contact and the three decisions in tab order', async () => {
    const tab = await all({ s: 'DEPARTMENT_REVIEW_PENDING' });
    expect(tab.length).toBe(await countIn(`select count(*)::int n from vendor where prequal_status = 'DEPARTMENT_REVIEW_PENDING'`));
    expect(tab.length).toBeGreaterThan(10);
    for (const row of tab) {
      expect(row.prequalStatus).toBe('DEPARTMENT_REVIEW_PENDING');
      expect(row.instance).toMatch(/^\d{4}-\d{2}$/);
      expect(row.primaryContactName).toMatch(/^\S+ \S+$/);
      expect(row.reviewDays).toBeGreaterThanOrEqual(29);
      expect(row.categoryStatuses.map((d) => d.category)).toEqual([expect.stringMatching(/^SAFETY(_LITE)?$/), 'FINANCIAL', 'LEGAL']);
    }
    const decided = tab.flatMap((r) => r.categoryStatuses).find((d) => d.category === 'FINANCIAL' && d.status === 'DEPARTMENT_APPROVED');
    expect(decided?.aggregateLimit).toBe('1000000.00');
  });

  it('sorts by submission date newest first by default, and by company name, priority and expiry both ways (id breaks ties)', async () => {
    const dates = (await list({ s: 'ADMIN_REVIEW_PENDING', l: 100 })).items.map((r) => r.submittedAt!);
    expect(dates.length).toBeGreaterThan(5);
    expect(dates).toEqual([...dates].sort().reverse());
    const names = (await all({ s: 'COMPLETED', sf: 'companyName', so: 'ASC' })).map((r) => r.companyName);
    const byName = await portal
      .em()
      .getConnection()
      .execute<{ company_name: string }[]>(`select company_name from vendor where prequal_status = 'COMPLETED' order by company_name, id`);
    expect(names).toEqual(byName.map((r) => r.company_name));
    const desc = (await all({ s: 'COMPLETED', sf: 'companyName', so: 'DESC' })).map((r) => r.companyName);
    expect(desc).toEqual([...names].reverse());
    const rank = { LOW: 1, MEDIUM: 2, HIGH: 3 } as Record<string, number>;
    const priorities = (await all({ s: 'IN_PROGRESS', sf: 'priority', so: 'DESC' })).map((r) => rank[r.priority]!);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities).size).toBe(3);
    const expiries = (await all({ s: 'COMPLETED', sf: 'expiresAt', so: 'ASC' })).map((r) => r.expiresAt!);
    expect(expiries).toEqual([...expiries].sort());
  });

  it('pages (default 25), searches the company name, and filters Completed by final decision (all or blank: none)', async () => {
    const first = await list({ s: 'COMPLETED' });
    expect(first.items).toHaveLength(25);
    const second = await list({ s: 'COMPLETED', p: 2 });
    expect(second.total).toBe(first.total);
    expect(second.items.map((r) => r.vendorId)).not.toContain(first.items[0]!.vendorId);
    const every = await all({ s: 'COMPLETED' });
    const word = every[0]!.companyName.split(' ')[0]!;
    const found = await all({ s: 'COMPLETED', q: word.toLowerCase() });
    expect(found.map((r) => r.vendorId).sort()).toEqual(
      every
        .filter((r) => r.companyName.toLowerCase().includes(word.toLowerCase()))
        .map((r) => r.vendorId)
        .sort(),
    );
    expect((await list({ s: 'COMPLETED', f: 'all' })).total).toBe(first.total);
    expect((await list({ s: 'COMPLETED', f: '' })).total).toBe(first.total);
    let filtered = 0;
    for (const decision of FINAL_DECISIONS.filter((d) => d !== 'IN_PROGRESS')) {
      const rows = await all({ s: 'COMPLETED', f: decision });
      expect(rows.every((r) => r.finalStatus === decision)).toBe(true);
      expect(rows.length).toBe(every.filter((r) => r.finalStatus === decision).length);
      filtered += rows.length;
    }
    expect(filtered).toBe(first.total);
  });

  it('the Renewal tab answers to RENEWAL and AWAITING_RENEWAL; a page past the end is empty with its total', async () => {
    const renewal = await list({ s: 'RENEWAL' });
    expect(renewal.total).toBeGreaterThan(0);
    expect(renewal).toEqual(await list({ s: 'AWAITING_RENEWAL' }));
    expect(renewal.items.every((r) => r.prequalStatus === 'AWAITING_RENEWAL' && r.finalStatus === 'FINAL_APPROVED')).toBe(true);
    expect(await list({ s: 'RENEWAL', p: 1000 })).toEqual({ total: renewal.total, items: [] });
  });

  it('refuses an unknown status, sort field or final decision in words', async () => {
    const bad = await portal.gql(LIST, { s: 'SOMETHING' }, admin);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toMatch(/status must be one of/);
    const sort = await portal.rest('GET', '/vendor/prequal-forms?status=COMPLETED&sortField=taxId', { token: admin });
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.body)).toMatch(/sortField must be companyName, submittedAt, priority, expiresAt/);
    const final = await portal.rest('GET', '/vendor/prequal-forms?status=COMPLETED&finalApprovalStatus=MAYBE', { token: admin });
    expect(final.status).toBe(400);
  });

  it('REST GET /vendor/prequal-forms without a status (or with a blank one) answers every company with a cycle, whatever its status, paged like a tab', async () => {
    const withCycle = await countIn(`select count(distinct vendor_id)::int n from prequalification`);
    expect(withCycle).toBeGreaterThan(25);
    const first = await portal.rest('GET', '/vendor/prequal-forms?page=1&limit=25&sortField=companyName&sortOrder=ASC', { token: admin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.total).toBe(withCycle);
    expect(first.body.data).toHaveLength(25);
    const names: string[] = first.body.data.map((r: Item) => r.companyName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(first.body.data.map((r: Item) => r.prequalStatus)).size).toBeGreaterThan(1);
    expect(first.body.data.every((r: Item) => /^\d{4}-\d{2}$/.test(r.instance ?? ''))).toBe(true);
    const blank = await portal.rest('GET', '/vendor/prequal-forms?status=&page=1&limit=25&sortField=companyName&sortOrder=ASC', { token: admin });
    expect(blank.body).toEqual(first.body);
    const second = await portal.rest('GET', '/vendor/prequal-forms?page=2&limit=25&sortField=companyName&sortOrder=ASC', { token: admin });
    expect(second.body.data.map((r: Item) => r.vendorId)).not.toContain(first.body.data[0].vendorId);
    // A vendor still cannot list the pipeline.
    expect((await portal.rest('GET', '/vendor/prequal-forms', { token: await portal.tokenFor('VENDOR_ADMIN') })).status).toBe(403);
  });

  it('REST GET /vendor/prequal-forms answers { data, total } with the same rows; vendorId narrows to one company', async () => {
    const rest = await portal.rest(
      'GET',
      '/vendor/prequal-forms?page=1&limit=10&search=&sortField=submittedAt&sortOrder=DESC&status=COMPLETED&finalApprovalStatus=all',
      {
        token: admin,
      },
    );
    expect(rest.status).toBe(200);
    const gql = await list({ s: 'COMPLETED', l: 10, sf: 'submittedAt', so: 'DESC' });
    expect(rest.body.total).toBe(gql.total);
    expect(rest.body.data.map((r: Item) => r.vendorId)).toEqual(gql.items.map((r) => r.vendorId));
    expect(Object.keys(rest.body.data[0]).sort()).toEqual(
      [
        'categoryStatuses',
        'commentText',
        'companyName',
        'expiresAt',
        'finalStatus',
        'instance',
        // Beyond the specification, as reviewDays: a review tab's overdue days (null elsewhere).
        'overdueBusinessDays',
        'prequalId',
        'prequalStatus',
        'primaryContactEmail',
        'primaryContactName',
        'priority',
        'reviewDays',
        'submittedAt',
        'vendorId',
      ].sort(),
    );
    const one = gql.items[3]!.vendorId;
    const own = await portal.rest('GET', `/vendor/prequal-forms?vendorId=${one}&status=COMPLETED`, { token: admin });
    expect(own.body).toMatchObject({ total: 1, data: [{ vendorId: one }] });
  });

  it('follows the company and its cycle as they change (the triggers keep prequal_list in the same transaction)', async () => {
    await begunPrequal(portal, vendorId);
    const mine = async () => (await all({ s: 'IN_PROGRESS', sf: 'priority', so: 'DESC' })).find((r) => r.vendorId === vendorId);
    expect(await mine()).toMatchObject({ prequalStatus: 'IN_PROGRESS', instance: cycleOf(new Date()), priority: 'MEDIUM', submittedAt: null });
    const em = portal.em();
    await em.nativeUpdate(Prequalification, { vendor: vendorId }, { priority: 'HIGH', submittedAt: new Date('2026-11-02T15:00:00Z') });
    expect(await mine()).toMatchObject({ priority: 'HIGH', submittedAt: '2026-11-02T15:00:00.000Z' });
    const [top] = (await list({ s: 'IN_PROGRESS', sf: 'priority', so: 'DESC', l: 1 })).items;
    expect(top!.priority).toBe('HIGH');
    await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'ADMIN_REVIEW_PENDING', companyName: 'Zzyzx Renamed Builders LLC' });
    expect(await mine()).toBeUndefined();
    const found = await list({ s: 'ADMIN_REVIEW_PENDING', q: 'zzyzx' });
    expect(found.items.map((r) => [r.vendorId, r.companyName])).toEqual([[vendorId, 'Zzyzx Renamed Builders LLC']]);
    await expectCountersAgree();
    // Completed and approved, then its decision changed: the Completed card's counter follows both columns.
    await em.nativeUpdate(Prequalification, { vendor: vendorId }, { finalStatus: 'FINAL_APPROVED' });
    await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'COMPLETED' });
    await expectCountersAgree();
    await em.nativeUpdate(Prequalification, { vendor: vendorId }, { finalStatus: 'FINAL_REJECTED' });
    await expectCountersAgree();
    await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'ADMIN_REVIEW_PENDING' });
    await em.nativeDelete(Prequalification, { vendor: vendorId });
    expect((await list({ s: 'ADMIN_REVIEW_PENDING', q: 'zzyzx' })).items[0]).toMatchObject({ prequalId: '', instance: '', categoryStatuses: [] });
    await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'NOT_STARTED' });
  });
});

describe('overdue reviews sort first in their tab (docs/reminders.md)', () => {
  const OVERDUE = `query($s:String!,$p:Int,$l:Int,$sf:String,$so:SortOrder,$q:String){ prequalList(options: { status:$s, page:$p, limit:$l, sortField:$sf, sortOrder:$so, search:$q }){
    total: totalCount items { vendorId companyName submittedAt overdueBusinessDays } } }`;
  interface Row {
    vendorId: string;
    companyName: string;
    submittedAt: string | null;
    overdueBusinessDays: number | null;
  }
  async function rows(vars: Record<string, unknown>): Promise<Row[]> {
    const out: Row[] = [];
    for (let p = 1; ; p += 1) {
      const res = await portal.gql(OVERDUE, { ...vars, p, l: 7 }, admin);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      out.push(...res.body.data.prequalList.items);
      if (out.length >= res.body.data.prequalList.total) return out;
    }
  }
  const vendorsIn = async (status: string, n: number) =>
    (await portal.em().getConnection().execute<{ id: string }[]>(`select id from vendor where prequal_status = ? order by id limit ?`, [status, n])).map((r) => r.id);

  /** The department review's companies none of whose categories waits for a decision. */
  const everyDecided = async () =>
    (
      await portal
        .em()
        .getConnection()
        .execute<{ id: string }[]>(
          `select l.id from prequal_list l where l.prequal_status = 'DEPARTMENT_REVIEW_PENDING'
            and not exists (select 1 from prequal_form f where f.prequalification_id = l.prequal_id and f.department_status = 'DEPARTMENT_PENDING')`,
        )
    ).map((r) => r.id);

  /** The tab's rows: the overdue ones (each with its days, more than the setting's 5) first, then the rest. */
  function expectOverdueFirst(tab: Row[], fresh: string[]): void {
    const firstFresh = tab.findIndex((r) => fresh.includes(r.vendorId));
    expect(firstFresh).toBe(tab.length - fresh.length);
    for (const r of tab.slice(0, firstFresh)) expect(r.overdueBusinessDays).toBeGreaterThan(5);
    for (const r of tab.slice(firstFresh)) expect(r.overdueBusinessDays).toBeNull();
  }

  it('the admin review (since submission): overdue first, each part in the chosen sort, across pages, and read backwards', async () => {
    // Seeded reviews have waited 40 days and more; three arrived an hour ago, which the default sort (newest first) would put first.
    const fresh = await vendorsIn('ADMIN_REVIEW_PENDING', 3);
    await portal.em().getConnection().execute(`update prequalification set submitted_at = now() - interval '1 hour' where vendor_id in (?, ?, ?)`, fresh);
    try {
      const tab = await rows({ s: 'ADMIN_REVIEW_PENDING' });
      expect(tab.length).toBeGreaterThan(20);
      expectOverdueFirst(tab, fresh);
      const dates = (part: Row[]) => part.map((r) => r.submittedAt!);
      const overdue = tab.slice(0, tab.length - 3);
      expect(dates(overdue)).toEqual([...dates(overdue)].sort().reverse());
      // Oldest first: the overdue ones still first, the fresh ones last.
      const asc = await rows({ s: 'ADMIN_REVIEW_PENDING', sf: 'submittedAt', so: 'ASC' });
      expectOverdueFirst(asc, fresh);
      expect(dates(asc.slice(0, -3))).toEqual([...dates(overdue)].reverse());
      // By name: each part by name.
      const byName = await rows({ s: 'ADMIN_REVIEW_PENDING', sf: 'companyName', so: 'DESC' });
      expectOverdueFirst(byName, fresh);
      const names = byName.slice(0, -3).map((r) => r.companyName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      // A search keeps the order.
      const word = tab[0]!.companyName.split(' ')[0]!.toLowerCase();
      const found = await rows({ s: 'ADMIN_REVIEW_PENDING', q: word });
      expect(found.map((r) => r.vendorId)).toEqual(tab.filter((r) => r.companyName.toLowerCase().includes(word)).map((r) => r.vendorId));
    } finally {
      await portal.em().getConnection().execute(`update prequalification set submitted_at = now() - interval '40 days' where vendor_id in (?, ?, ?)`, fresh);
    }
  });

  it('the department review (since sent to the departments) and the final review (since the last decision, kept by a trigger on the forms)', async () => {
    const connection = portal.em().getConnection();
    const dept = await vendorsIn('DEPARTMENT_REVIEW_PENDING', 2);
    const final = await vendorsIn('FINAL_REVIEW_PENDING', 2);
    await connection.execute(`update prequalification set department_review_started_at = now() - interval '2 hours' where vendor_id in (?, ?)`, dept);
    // One form decided now: the cycle's last decision moves, so its final review has just begun.
    await connection.execute(
      `update prequal_form set decided_at = now() - interval '1 hour' where category = 'LEGAL' and prequalification_id in (select id from prequalification where vendor_id in (?, ?))`,
      final,
    );
    try {
      // The seed's companies whose every department has decided wait for no department: with the rest, as the fresh ones.
      expectOverdueFirst(await rows({ s: 'DEPARTMENT_REVIEW_PENDING' }), [...new Set([...dept, ...(await everyDecided())])]);
      expectOverdueFirst(await rows({ s: 'FINAL_REVIEW_PENDING', sf: 'companyName', so: 'ASC' }), final);
      // Other tabs mark nothing and keep their sort.
      expect((await rows({ s: 'COMPLETED' })).every((r) => r.overdueBusinessDays === null)).toBe(true);
    } finally {
      await connection.execute(`update prequalification set department_review_started_at = now() - interval '30 days' where vendor_id in (?, ?)`, dept);
      await connection.execute(
        `update prequal_form f set decided_at = q.department_review_started_at + interval '3 days' from prequalification q
          where q.id = f.prequalification_id and f.category = 'LEGAL' and q.vendor_id in (?, ?)`,
        final,
      );
    }
    const [still] = await connection.execute<{ n: number }[]>(
      `select count(*)::int n from prequal_list l where l.prequal_status = 'FINAL_REVIEW_PENDING' and l.last_decided_at is distinct from (select max(f.decided_at) from prequal_form f where f.prequalification_id = l.prequal_id)`,
    );
    expect(still!.n).toBe(0);
  });
});

describe('overdue per department in the Department Review tab (docs/reminders.md)', () => {
  const TAB = `query($p:Int,$l:Int){ prequalList(options: { status:"DEPARTMENT_REVIEW_PENDING", page:$p, limit:$l }){
    total: totalCount items { vendorId overdueBusinessDays categoryStatuses { category status overdueBusinessDays } } } }`;
  // Every overdue review on one page (the dashboard's list is paged: 25 a page by default).
  const DASHBOARD = '{ overdueReviews(limit: 1000) { businessDays stages { key count } reviews { vendorId stageKey businessDays } } }';
  interface Row {
    vendorId: string;
    overdueBusinessDays: number | null;
    categoryStatuses: { category: string; status: string; overdueBusinessDays: number | null }[];
  }
  async function tab(): Promise<Row[]> {
    const out: Row[] = [];
    for (let p = 1; ; p += 1) {
      const res = await portal.gql(TAB, { p, l: 50 }, admin);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      out.push(...res.body.data.prequalList.items);
      if (out.length >= res.body.data.prequalList.total) return out;
    }
  }
  /** Each overdue category of the tab as `vendor DEPARTMENT:<category>`, the dashboard's stage key. */
  const tabFlags = (rows: Row[]) =>
    rows.flatMap((r) => r.categoryStatuses.filter((d) => d.overdueBusinessDays !== null).map((d) => `${r.vendorId} DEPARTMENT:${d.category}`)).sort();
  const safety = (category: string) => category === 'SAFETY' || category === 'SAFETY_LITE';

  it('with moved clocks, a category already decided is not overdue and one still waiting is; a company with every category decided is not, and sorts with the rest; the dashboard counts what the tab flags', async () => {
    const connection = portal.em().getConnection();
    const [one] = (await connection.execute<{ id: string }[]>(`select id from vendor where prequal_status = 'DEPARTMENT_REVIEW_PENDING' order by id desc limit 1`)).map(
      (r) => r.id,
    );
    const cycleForms = `from prequalification q where q.id = f.prequalification_id and q.vendor_id = ?`;
    const seeded = await connection.execute<{ id: string; department_status: string; decided_at: Date | null }[]>(
      `select f.id, f.department_status, f.decided_at from prequal_form f, prequalification q where q.id = f.prequalification_id and q.vendor_id = ?`,
      [one],
    );
    // Sent to the departments 30 days ago (the seed's clock); safety decided 20 days ago, financial and legal still waiting.
    await connection.execute(
      `update prequal_form f set department_status = case when f.category in ('SAFETY', 'SAFETY_LITE') then 'DEPARTMENT_APPROVED' else 'DEPARTMENT_PENDING' end,
         decided_at = case when f.category in ('SAFETY', 'SAFETY_LITE') then now() - interval '20 days' end ${cycleForms}`,
      [one],
    );
    try {
      const rows = await tab();
      const row = rows.find((r) => r.vendorId === one)!;
      expect(row.overdueBusinessDays).toBeGreaterThan(5);
      expect(row.categoryStatuses.map((d) => [safety(d.category) ? 'SAFETY' : d.category, d.status, d.overdueBusinessDays])).toEqual([
        ['SAFETY', 'DEPARTMENT_APPROVED', null],
        ['FINANCIAL', 'DEPARTMENT_PENDING', row.overdueBusinessDays],
        ['LEGAL', 'DEPARTMENT_PENDING', row.overdueBusinessDays],
      ]);
      // Every row: overdue exactly when one of its categories is, with its days; overdue rows first.
      for (const r of rows) {
        const late = r.categoryStatuses.filter((d) => d.overdueBusinessDays !== null);
        expect(r.overdueBusinessDays, r.vendorId).toBe(late.length ? late[0]!.overdueBusinessDays : null);
        for (const d of r.categoryStatuses) if (d.status !== 'DEPARTMENT_PENDING') expect(d.overdueBusinessDays, r.vendorId).toBeNull();
      }
      const overdue = rows.filter((r) => r.overdueBusinessDays !== null).length;
      expect(rows.slice(0, overdue).every((r) => r.overdueBusinessDays !== null)).toBe(true);

      // The dashboard (and the weekday job, which reads the same reviews) counts each overdue category the tab flags.
      const dashboard = await portal.gql(DASHBOARD, {}, admin);
      expect(dashboard.body.errors).toBeUndefined();
      const { stages, reviews } = dashboard.body.data.overdueReviews as { stages: { key: string; count: number }[]; reviews: { vendorId: string; stageKey: string }[] };
      const flags = tabFlags(rows);
      expect(flags.length).toBeGreaterThan(10);
      expect(
        reviews
          .filter((r) => r.stageKey.startsWith('DEPARTMENT:'))
          .map((r) => `${r.vendorId} ${r.stageKey}`)
          .sort(),
      ).toEqual(flags);
      for (const stage of stages.filter((s) => s.key.startsWith('DEPARTMENT:'))) {
        expect(stage.count, stage.key).toBe(flags.filter((f) => f.endsWith(` ${stage.key}`)).length);
      }
      expect(
        reviews
          .filter((r) => r.vendorId === one)
          .map((r) => r.stageKey)
          .sort(),
      ).toEqual(['DEPARTMENT:FINANCIAL', 'DEPARTMENT:LEGAL']);

      // Every category decided (still in the tab): no department waits, so not overdue, and with the rest.
      await connection.execute(`update prequal_form f set department_status = 'DEPARTMENT_APPROVED', decided_at = now() - interval '20 days' ${cycleForms}`, [one]);
      const decided = await tab();
      const at = decided.findIndex((r) => r.vendorId === one);
      expect(decided[at]!.overdueBusinessDays).toBeNull();
      expect(decided[at]!.categoryStatuses.map((d) => d.overdueBusinessDays)).toEqual([null, null, null]);
      expect(at).toBeGreaterThanOrEqual(decided.filter((r) => r.overdueBusinessDays !== null).length);
      const after = (await portal.gql(DASHBOARD, {}, admin)).body.data.overdueReviews.reviews as { vendorId: string }[];
      expect(after.filter((r) => r.vendorId === one)).toEqual([]);
    } finally {
      for (const f of seeded) {
        await connection.execute(`update prequal_form set department_status = ?, decided_at = ? where id = ?`, [f.department_status, f.decided_at, f.id]);
      }
    }
  });
});

describe('dashboard', () => {
  const DASHBOARD = `{ dashboard { registration { pending } accountCreation { pending } inProgress { pending } adminReview { pending } safety { pending } safety_lite { pending }
    financial { pending } legal { pending } finalReview { pending } completed renewal upcoming11thMonthMark expiringDocuments } }`;

  it("answers GET /admin/dashboard in the specification's shape, the same as GraphQL", async () => {
    const rest = await portal.rest('GET', '/admin/dashboard', { token: admin });
    expect(rest.status).toBe(200);
    const gql = await portal.gql(DASHBOARD, {}, admin);
    const { expiringDocuments, ...specified } = gql.body.data.dashboard;
    expect(specified).toEqual(rest.body);
    expect(expiringDocuments).toEqual(expect.any(Number));
    const first = cycleOf(new Date());
    expect(Object.keys(rest.body.upcoming11thMonthMark)).toEqual([0, 1, 2, 3, 4, 5].map((k) => addMonths(first, k)));
    expect(Object.keys(rest.body).sort()).toEqual(
      [
        'registration',
        'accountCreation',
        'inProgress',
        'adminReview',
        'safety',
        'safety_lite',
        'financial',
        'legal',
        'finalReview',
        'completed',
        'renewal',
        'upcoming11thMonthMark',
      ].sort(),
    );
  });

  it("each card's number is its tab's total", async () => {
    const d = (await portal.rest('GET', '/admin/dashboard', { token: admin })).body;
    expect(d.inProgress.pending).toBe((await list({ s: 'IN_PROGRESS' })).total);
    expect(d.adminReview.pending).toBe((await list({ s: 'ADMIN_REVIEW_PENDING' })).total);
    expect(d.finalReview.pending).toBe((await list({ s: 'FINAL_REVIEW_PENDING' })).total);
    expect(d.renewal).toBe((await list({ s: 'RENEWAL' })).total);
    let approved = 0;
    for (const f of FINAL_DECISIONS.filter((x) => x.startsWith('FINAL_APPROVED'))) approved += (await list({ s: 'COMPLETED', f })).total;
    expect(d.completed).toBe(approved);
    expect(d.completed).toBeGreaterThan(0);
    expect(d.completed).toBeLessThan((await list({ s: 'COMPLETED' })).total);
    // Department Review: the pending decisions of its rows, per category.
    const rows = await all({ s: 'DEPARTMENT_REVIEW_PENDING' });
    const pendingOf = (category: string) => rows.flatMap((r) => r.categoryStatuses).filter((c) => c.category === category && c.status === 'DEPARTMENT_PENDING').length;
    for (const [key, category] of [
      ['safety', 'SAFETY'],
      ['safety_lite', 'SAFETY_LITE'],
      ['financial', 'FINANCIAL'],
      ['legal', 'LEGAL'],
    ] as const) {
      expect(d[key].pending, key).toBe(pendingOf(category));
      expect(d[key].pending, key).toBeGreaterThan(0);
    }
    // Registration and Account Creation: the registration tabs' totals.
    const subs = await portal.gql('{ registrations(options: { status: SUBMITTED }){ totalCount } }', {}, admin);
    expect(d.registration.pending).toBe(subs.body.data.registrations.totalCount);
    const accounts = await portal.gql('{ pendingAccounts { totalCount } }', {}, admin);
    expect(d.accountCreation.pending).toBe(accounts.body.data.pendingAccounts.totalCount);
    await expectCountersAgree();
  });

  it('the 11th-month mark: completed cycles (of companies not yet renewing) by the month 11 months after completion', async () => {
    const d = (await portal.rest('GET', '/admin/dashboard', { token: admin })).body;
    const cycles = await portal
      .em()
      .find(Prequalification, { completedAt: { $ne: null }, vendor: { prequalStatus: { $in: ['COMPLETED', 'AWAITING_RENEWAL'] } } }, { fields: ['completedAt'] });
    const expected: Record<string, number> = Object.fromEntries(Object.keys(d.upcoming11thMonthMark).map((m) => [m, 0]));
    for (const c of cycles) {
      const mark = addMonths(cycleOf(c.completedAt!), 11);
      if (mark in expected) expected[mark]! += 1;
    }
    expect(d.upcoming11thMonthMark).toEqual(expected);
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe('prequalHistory', () => {
  it('lists every cycle of a company newest first, with year, month and decisions; REST the same', async () => {
    await begunPrequal(portal, vendorId);
    const em = portal.em();
    const current = await em.findOneOrFail(Prequalification, { vendor: vendorId });
    const older = em.create(Prequalification, {
      vendor: vendorId,
      cycle: '2025-09',
      status: 'COMPLETED',
      finalStatus: 'FINAL_APPROVED',
      completedAt: new Date('2025-10-20T14:00:00Z'),
      expiresAt: new Date('2026-10-20T14:00:00Z'),
    });
    const template = (await em.findOneOrFail(PrequalForm, { prequalification: current, category: 'LEGAL' }, { populate: ['template'] })).template;
    em.create(PrequalForm, { prequalification: older, category: 'LEGAL', template, departmentStatus: 'DEPARTMENT_APPROVED' });
    await em.flush();
    const res = await portal.gql(
      'query($v:ID!){ prequalHistory(vendorId:$v){ prequalId instance year month prequalStatus finalStatus expiresAt categoryStatuses { category status } } }',
      { v: vendorId },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    const [y, m] = cycleOf(new Date()).split('-').map(Number);
    expect(res.body.data.prequalHistory).toEqual([
      {
        prequalId: current.id,
        instance: current.cycle,
        year: y,
        month: m,
        prequalStatus: 'IN_PROGRESS',
        finalStatus: null,
        expiresAt: null,
        categoryStatuses: [
          { category: 'SAFETY', status: 'DEPARTMENT_PENDING' },
          { category: 'FINANCIAL', status: 'DEPARTMENT_PENDING' },
          { category: 'LEGAL', status: 'DEPARTMENT_PENDING' },
        ],
      },
      {
        prequalId: older.id,
        instance: '2025-09',
        year: 2025,
        month: 9,
        prequalStatus: 'COMPLETED',
        finalStatus: 'FINAL_APPROVED',
        expiresAt: '2026-10-20T14:00:00.000Z',
        categoryStatuses: [{ category: 'LEGAL', status: 'DEPARTMENT_APPROVED' }],
      },
    ]);
    const rest = await portal.rest('GET', `/vendor/${vendorId}/prequal-forms`, { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body.map((c: { instance: string }) => c.instance)).toEqual([current.cycle, '2025-09']);
    const unknown = await portal.rest('GET', `/vendor/00000000-0000-4000-8000-000000000000/prequal-forms`, { token: admin });
    expect(unknown.status).toBe(404);
  });
});

it('every tab status is a prequal status the list accepts', () => {
  expect(PREQUAL_LIST_TABS).toContain('AWAITING_RENEWAL');
});
