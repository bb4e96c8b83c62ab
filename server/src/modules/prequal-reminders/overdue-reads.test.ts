import { businessDaysBetween } from '@portal/common/domain/business-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { seedPrequalPipeline } from '../../../test/fixtures/prequal-list-seed.js';
import { runOverdueScan } from './overdue-scan.js';

/**
 * Issue 21 point 5: the dashboard's "Waiting too long" and the weekday job read only the overdue reviews (the review
 * tabs' condition in SQL), not every waiting review filtered in JavaScript. On a seeded pipeline of 400 companies whose
 * waiting reviews are half overdue (the seed's clocks, a month and more) and half fresh (moved to an hour ago), the
 * answers equal the business-day rule applied to every waiting review, and the rows PostgreSQL hands back are the
 * overdue reviews (and one row per stage's count), not the fresh ones.
 */
let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('PREQUAL_ADMIN');
  const connection = portal.em().getConnection();
  await seedPrequalPipeline(portal.em(), { prefix: 'overdue-reads', vendors: 400 });
  // Half of each stage's reviews began waiting an hour ago (the triggers carry the clocks into prequal_list).
  const half = `(hashtext(q.id::text || 'fresh') & 1) = 0`;
  await connection.execute(`update prequalification q set submitted_at = now() - interval '1 hour' where q.status = 'ADMIN_REVIEW_PENDING' and ${half}`);
  await connection.execute(
    `update prequalification q set department_review_started_at = now() - interval '1 hour' where q.status = 'DEPARTMENT_REVIEW_PENDING' and ${half}`,
  );
  await connection.execute(
    `update prequal_form f set decided_at = now() - interval '1 hour' from prequalification q where q.id = f.prequalification_id and q.status = 'FINAL_REVIEW_PENDING' and ${half}`,
  );
}, 120_000);
afterAll(() => portal?.stop());

const DAYS = 5; // The setting's default.
const DASHBOARD = `query($p: Int, $l: Int) { overdueReviews(page: $p, limit: $l) {
  businessDays totalCount stages { key count longest } reviews { vendorId stageKey businessDays } } }`;
interface Answer {
  businessDays: number;
  totalCount: number;
  stages: { key: string; count: number; longest: number }[];
  reviews: { vendorId: string; stageKey: string; businessDays: number }[];
}

/**
 * Every waiting review with its stage key and business days, read independently of the code under test: each
 * cycle's status, its clock, one review per undecided category in the department review.
 */
async function everyWaitingReview(now: Date): Promise<{ vendorId: string; stageKey: string; businessDays: number }[]> {
  const rows = await portal
    .em()
    .getConnection()
    .execute<{ vendor_id: string; stage_key: string; since: Date | null }[]>(
      `select p.vendor_id, 'ADMIN' as stage_key, p.submitted_at as since from prequalification p where p.status = 'ADMIN_REVIEW_PENDING'
       union all
       select p.vendor_id, 'DEPARTMENT:' || f.category, p.department_review_started_at
         from prequalification p join prequal_form f on f.prequalification_id = p.id and f.department_status = 'DEPARTMENT_PENDING'
        where p.status = 'DEPARTMENT_REVIEW_PENDING'
       union all
       select p.vendor_id, 'FINAL', (select max(f.decided_at) from prequal_form f where f.prequalification_id = p.id)
         from prequalification p where p.status = 'FINAL_REVIEW_PENDING'`,
    );
  return rows
    .filter((r) => r.since !== null)
    .map((r) => ({ vendorId: r.vendor_id, stageKey: r.stage_key, businessDays: businessDaysBetween(new Date(r.since!), now) }));
}

/** Runs `work` and counts the rows PostgreSQL answered to each statement it sent (knex's 'query-response'). */
async function rowsReadBy<T>(work: () => Promise<T>): Promise<{ result: T; rows: number; statements: { sql: string; rows: number }[] }> {
  const knex = portal.orm.em.getConnection().getKnex();
  const statements: { sql: string; rows: number }[] = [];
  const listener = (response: unknown, query: { sql: string }) => {
    const rows = Array.isArray(response) ? response.length : ((response as { rows?: unknown[] } | null)?.rows?.length ?? 0);
    statements.push({ sql: query.sql, rows });
  };
  knex.on('query-response', listener);
  try {
    const result = await work();
    return { result, rows: statements.reduce((n, s) => n + s.rows, 0), statements };
  } finally {
    knex.removeListener('query-response', listener);
  }
}

const key = (r: { vendorId: string; stageKey: string }) => `${r.vendorId} ${r.stageKey}`;

describe('overdue reviews are read in SQL', () => {
  it('the seed has overdue and fresh reviews in every stage', async () => {
    const waiting = await everyWaitingReview(new Date());
    for (const stage of ['ADMIN', 'DEPARTMENT:', 'FINAL']) {
      const of = waiting.filter((r) => r.stageKey.startsWith(stage));
      expect(of.filter((r) => r.businessDays > DAYS).length, stage).toBeGreaterThan(3);
      expect(of.filter((r) => r.businessDays <= DAYS).length, stage).toBeGreaterThan(3);
    }
  });

  it("the dashboard's counts and its page of reviews follow the rule over every waiting review, and it reads only that page's rows", async () => {
    const { result: answer, rows, statements } = await rowsReadBy(() => portal.gql(DASHBOARD, {}, admin));
    const now = new Date();
    expect(answer.body.errors).toBeUndefined();
    const { businessDays, totalCount, stages, reviews } = answer.body.data.overdueReviews as Answer;
    expect(businessDays).toBe(DAYS);

    const waiting = await everyWaitingReview(now);
    const overdue = waiting.filter((r) => r.businessDays > DAYS);
    // More overdue reviews than a page: the first page holds 25 of them, the longest waiting, and the total counts them all.
    expect(overdue.length).toBeGreaterThan(25);
    expect(totalCount).toBe(overdue.length);
    expect(reviews).toHaveLength(25);
    const longestFirst = overdue.map((r) => r.businessDays).sort((a, b) => b - a);
    expect(reviews.map((r) => r.businessDays)).toEqual(longestFirst.slice(0, 25));
    const counted = new Map<string, number>();
    const longest = new Map<string, number>();
    for (const r of overdue) {
      counted.set(r.stageKey, (counted.get(r.stageKey) ?? 0) + 1);
      longest.set(r.stageKey, Math.max(longest.get(r.stageKey) ?? 0, r.businessDays));
    }
    expect(Object.fromEntries(stages.map((s) => [s.key, s.count]))).toEqual(Object.fromEntries(counted));
    expect(Object.fromEntries(stages.map((s) => [s.key, s.longest]))).toEqual(Object.fromEntries(longest));

    // The fresh reviews are many, and so are the overdue ones past the page; none of their rows comes back. What does:
    // the page's reviews, one row per stage's count, and the request's own reads (the actor, the setting): a handful.
    const fresh = waiting.length - overdue.length;
    expect(fresh).toBeGreaterThan(20);
    const detail = statements.map((s) => `${s.rows} rows: ${s.sql.slice(0, 160)}`).join('\n');
    expect(rows, detail).toBeLessThanOrEqual(25 + stages.length + 3);
    // The counts come from a count in SQL: its statement answers one row per stage.
    const counts = statements.filter((s) => /count\(\*\)::int as count/.test(s.sql));
    expect(
      counts.map((s) => s.rows),
      detail,
    ).toEqual([stages.length]);
  });

  it('the pages together are every overdue review once, longest waiting first; a page past the end is empty', async () => {
    const LIMIT = 10;
    const read: Answer['reviews'] = [];
    let total = 0;
    for (let p = 1; p <= 100; p += 1) {
      const res = await portal.gql(DASHBOARD, { p, l: LIMIT }, admin);
      expect(res.body.errors).toBeUndefined();
      const page = res.body.data.overdueReviews as Answer;
      total = page.totalCount;
      expect(page.reviews.length).toBeLessThanOrEqual(LIMIT);
      read.push(...page.reviews);
      if (read.length >= total) break;
    }
    const overdue = (await everyWaitingReview(new Date())).filter((r) => r.businessDays > DAYS);
    expect(read.map(key).sort()).toEqual(overdue.map(key).sort());
    expect(new Set(read.map(key)).size).toBe(read.length);
    expect(read.map((r) => r.businessDays)).toEqual([...read.map((r) => r.businessDays)].sort((a, b) => b - a));
    const past = await portal.gql(DASHBOARD, { p: Math.ceil(total / LIMIT) + 1, l: LIMIT }, admin);
    expect((past.body.data.overdueReviews as Answer).reviews).toEqual([]);
    // Bad paging is refused, not read.
    const bad = await portal.gql(DASHBOARD, { p: 0, l: LIMIT }, admin);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
  });

  it('the weekday job reads only the overdue reviews and records each once', async () => {
    const now = new Date();
    const overdue = (await everyWaitingReview(now)).filter((r) => r.businessDays > DAYS);
    const first = await runOverdueScan({ orm: portal.orm }, now);
    expect(first.flagged).toBe(overdue.length);
    // Run again: each review already recorded (job_key), nothing new; its reads are the setting and the overdue reviews.
    const { result: again, rows, statements } = await rowsReadBy(() => runOverdueScan({ orm: portal.orm }, now));
    expect(again).toEqual({ flagged: 0 });
    const detail = statements.map((s) => `${s.rows} rows: ${s.sql.slice(0, 160)}`).join('\n');
    expect(rows, detail).toBeLessThanOrEqual(overdue.length + 1);
  });
});
