import type { EntityManager } from '@mikro-orm/postgresql';
import { businessDaysBetween, overdueCutoff } from '@portal/common/domain/business-days';
import { categoryOf } from '@portal/common/domain/categories';
import type { SqlPart } from '../../db/list-query.js';
import { overdueCondition, REVIEW_CLOCKS } from '../prequal-lists/index.js';
import type { PrequalStatus } from '../prequal/index.js';

/** The review stages a cycle waits in: the admin review, a department's decision on a category, the final review. */
export type ReviewStage = 'ADMIN' | 'DEPARTMENT' | 'FINAL';

/** One review waiting: the stage (and the category for a department), since when. */
export interface WaitingReview {
  prequalId: string;
  vendorId: string;
  companyName: string;
  instance: string;
  stage: ReviewStage;
  /** The form category a department decides (SAFETY, FINANCIAL, ...); null for the admin and final reviews. */
  category: string | null;
  since: Date;
  /** Whole business days (Mon-Fri, portal time zone) from `since` to now. */
  businessDays: number;
}

interface Row {
  prequal_id: string;
  vendor_id: string;
  company_name: string;
  instance: string;
  stage: ReviewStage;
  category: string | null;
  since_ms: string;
}

/** Each review stage's tab in prequal_list (its status, whose clock and overdue condition the tab uses). */
const STAGE_TABS: readonly { stage: ReviewStage; status: PrequalStatus }[] = [
  { stage: 'ADMIN', status: 'ADMIN_REVIEW_PENDING' },
  { stage: 'DEPARTMENT', status: 'DEPARTMENT_REVIEW_PENDING' },
  { stage: 'FINAL', status: 'FINAL_REVIEW_PENDING' },
];

/**
 * The overdue reviews as SQL rows (prequal_id, vendor_id, company_name, instance, stage, category, since_ms), each stage read from its review
 * tab's rows in prequal_list with the tab's own overdue condition (prequal-lists' overdueCondition: the clock before
 * the cutoff, through the tab's (status, clock) index). A department review is one row per category whose decision
 * still waits (prequal_form_department_pending_idx), as the tab's badge names them. Only companies' newest cycles
 * are in these statuses, the cycles prequal_list holds.
 */
function overdueRowsStatement(cutoff: Date): SqlPart {
  const parts = STAGE_TABS.map(({ stage, status }) => {
    const clock = REVIEW_CLOCKS[status]!;
    const overdue = overdueCondition(status, cutoff)!;
    const forms = stage === 'DEPARTMENT' ? `join prequal_form f on f.prequalification_id = l.prequal_id and f.department_status = 'DEPARTMENT_PENDING'` : '';
    return {
      sql: `select l.prequal_id, l.id as vendor_id, l.company_name, l.instance, '${stage}' as stage, ${forms ? 'f.category' : 'null::text'} as category,
                (extract(epoch from ${clock}) * 1000)::bigint as since_ms
              from prequal_list l ${forms} where l.prequal_status = ? and ${overdue.sql}`,
      params: [status, ...overdue.params],
    };
  });
  return { sql: parts.map((p) => p.sql).join('\n union all\n'), params: parts.flatMap((p) => p.params) };
}

/** The overdue reviews' statement (the reviews waiting since before `cutoff`), with the company's name and cycle as prequal_list holds them. */
export function overdueReviewsStatement(cutoff: Date): SqlPart {
  return overdueRowsStatement(cutoff);
}

const toReview = (r: Row, now: Date): WaitingReview => {
  const since = new Date(Number(r.since_ms));
  return {
    prequalId: r.prequal_id,
    vendorId: r.vendor_id,
    companyName: r.company_name,
    instance: r.instance,
    stage: r.stage,
    category: r.category,
    since,
    businessDays: businessDaysBetween(since, now),
  };
};

/** The reviews overdue at `now` (waiting more than `days` business days): only those rows are read, longest first. */
export async function overdueReviews(em: EntityManager, now: Date, days: number): Promise<WaitingReview[]> {
  const statement = overdueReviewsStatement(overdueCutoff(days, now));
  const found = await em.getConnection().execute<Row[]>(statement.sql, statement.params);
  return found.map((r) => toReview(r, now)).sort((a, b) => b.businessDays - a.businessDays || a.companyName.localeCompare(b.companyName));
}

/** A page of a list: from 1, and its rows. */
export interface OverduePaging {
  page: number;
  limit: number;
}

/**
 * One page of the overdue reviews (waiting since before `cutoff`), longest waiting first (the oldest clock; then the
 * company's name, the cycle and the category, so that pages never overlap), ordered and cut in PostgreSQL.
 */
export function overdueReviewsPageStatement(cutoff: Date, paging: OverduePaging): SqlPart {
  const rows = overdueRowsStatement(cutoff);
  return {
    sql: `select o.* from (${rows.sql}) o order by o.since_ms, o.company_name, o.prequal_id, o.category nulls first limit ? offset ?`,
    params: [...rows.params, paging.limit, (paging.page - 1) * paging.limit],
  };
}

/** The dashboard's page of the overdue reviews at `now`: only that page's rows are read. */
export async function overdueReviewsPage(em: EntityManager, now: Date, days: number, paging: OverduePaging): Promise<WaitingReview[]> {
  const statement = overdueReviewsPageStatement(overdueCutoff(days, now), paging);
  const found = await em.getConnection().execute<Row[]>(statement.sql, statement.params);
  return found.map((r) => toReview(r, now));
}

/**
 * The count of each stage's reviews waiting since before `cutoff` (ADMIN, FINAL, or DEPARTMENT with a category) and
 * the oldest clock among them (the longest wait), in one statement.
 */
export function overdueCountsStatement(cutoff: Date): SqlPart {
  const rows = overdueRowsStatement(cutoff);
  return {
    sql: `select o.stage, o.category, count(*)::int as count, min(o.since_ms) as oldest_ms from (${rows.sql}) o group by o.stage, o.category`,
    params: rows.params,
  };
}

/** One stage's overdue reviews as the dashboard counts them: how many, and the business days the longest has waited. */
export interface OverdueStageCount {
  key: string;
  label: string;
  count: number;
  longest: number;
}

/** The overdue reviews' count of each stage, as the dashboard shows them (in no particular order). */
export async function overdueCounts(em: EntityManager, now: Date, days: number): Promise<OverdueStageCount[]> {
  const statement = overdueCountsStatement(overdueCutoff(days, now));
  const rows = await em.getConnection().execute<{ stage: ReviewStage; category: string | null; count: number; oldest_ms: string }[]>(statement.sql, statement.params);
  return rows.map((r) => ({ ...stageOf(r), count: r.count, longest: businessDaysBetween(new Date(Number(r.oldest_ms)), now) }));
}

/** A stage's key and words as the dashboard counts it: ADMIN, FINAL, or DEPARTMENT:<category>. */
export function stageOf(r: Pick<WaitingReview, 'stage' | 'category'>): { key: string; label: string } {
  if (r.stage === 'ADMIN') return { key: 'ADMIN', label: 'Admin review' };
  if (r.stage === 'FINAL') return { key: 'FINAL', label: 'Final review' };
  return { key: `DEPARTMENT:${r.category}`, label: `${categoryOf(r.category ?? '')?.label ?? r.category} review` };
}
