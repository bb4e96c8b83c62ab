import { FINAL_DECISIONS, PREQUAL_STATUSES } from '@portal/common/domain/statuses';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { listFilter, type FilterValues, type ListPaging, type ListSpec, type SqlPart } from '../../db/list-query.js';
import { blankAsNull } from '../../operations/input.js';
import type { PrequalStatus } from '../prequal/index.js';
import { prequalCsvColumns } from './prequal-list-csv.js';
import type { PrequalListRow } from './prequal-list-row.js';

export { toListItem, type PrequalListRow } from './prequal-list-row.js';

/**
 * The prequalification tabs of /admin/prequalification, each a company prequal status (vendor.prequal_status):
 * In Progress IN_PROGRESS, Admin Review ADMIN_REVIEW_PENDING, Department Review DEPARTMENT_REVIEW_PENDING, Final
 * Review FINAL_REVIEW_PENDING, Completed COMPLETED, Renewal AWAITING_RENEWAL (the specification's RENEWAL names
 * the same tab; nothing moves a company into RENEWAL). Any other status lists its companies too.
 */
export const PREQUAL_LIST_TABS = [
  'IN_PROGRESS',
  'ADMIN_REVIEW_PENDING',
  'DEPARTMENT_REVIEW_PENDING',
  'FINAL_REVIEW_PENDING',
  'COMPLETED',
  'AWAITING_RENEWAL',
] as const satisfies readonly PrequalStatus[];

/** The Renewal tab's status by either of its names. */
export function prequalListStatus(status: string): PrequalStatus {
  return (status === 'RENEWAL' ? 'AWAITING_RENEWAL' : status) as PrequalStatus;
}

const FILTERS = {
  /**
   * One tab's status as the tabs name it (RENEWAL is the Renewal tab: AWAITING_RENEWAL); absent or blank: every
   * company that has begun a cycle, whatever its status (the specification lists status among optional parameters).
   */
  status: listFilter(
    z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() ? prequalListStatus(v.trim().toUpperCase()) : null) : v),
      z.enum(PREQUAL_STATUSES, { error: `status must be one of ${PREQUAL_STATUSES.join(', ')}` }).nullish(),
    ),
    (status) => ({ sql: 'l.prequal_status = ?', params: [status] }),
  ),
  /** The Completed tab's filter (read with status COMPLETED only); 'all' or blank for all. */
  finalApprovalStatus: listFilter(
    z.preprocess(
      (v) => (typeof v === 'string' && ['', 'ALL'].includes(v.trim().toUpperCase()) ? null : v),
      z.enum(FINAL_DECISIONS, { error: `finalApprovalStatus must be all or one of ${FINAL_DECISIONS.join(', ')}` }).nullish(),
    ),
    (decision, q: { status?: PrequalStatus | null }) => (q.status === 'COMPLETED' ? { sql: 'l.final_status = ?', params: [decision] } : null),
  ),
  /** One company (the renewal lookup `GET /vendor/prequal-forms?vendorId&status=RENEWAL`). */
  vendorId: listFilter(z.preprocess(blankAsNull, z.guid({ error: 'vendorId must be a company id' }).nullish()), (id) => ({ sql: 'l.id = ?', params: [id] }), {
    graphql: () => ID,
  }),
};

export type PrequalListQuery = ListPaging &
  FilterValues<typeof FILTERS> & {
    /** A review tab's overdue cutoff (prequal-reminders' overdueCutoff): its rows waiting since before it come first. */
    overdueBefore?: Date | null;
  };

/**
 * The clock of the review a company waits in, by its tab: the admin review since the cycle was submitted, the
 * department review since the admin review sent it on, the final review since the last department decision (the
 * clocks of prequal-reminders' overdue reviews). Each has a (status, clock) index for its tab.
 */
export const REVIEW_CLOCKS: Partial<Record<PrequalStatus, string>> = {
  ADMIN_REVIEW_PENDING: 'l.submitted_at',
  DEPARTMENT_REVIEW_PENDING: 'l.department_review_started_at',
  FINAL_REVIEW_PENDING: 'l.last_decided_at',
};

/**
 * What else must hold for a tab's review to wait, beside its clock. In the department review each department decides
 * its own category, and a category's clock is the cycle's department_review_started_at (the admin review sends every
 * form to the departments at once; a return to the vendor resets them all) running only while that category's
 * decision waits: a company is overdue there while one of its decisions waits (prequal_form_department_pending_idx),
 * and a decided category never is. toListItem marks which categories are overdue.
 */
export const REVIEW_WAITS: Partial<Record<PrequalStatus, string>> = {
  DEPARTMENT_REVIEW_PENDING: `exists (select 1 from prequal_form f where f.prequalification_id = l.prequal_id and f.department_status = 'DEPARTMENT_PENDING')`,
};

/** The condition of a review tab's overdue rows: its clock before the cutoff, and (department review) a decision waiting. */
export function overdueCondition(status: PrequalStatus, overdueBefore: Date): SqlPart | null {
  const clock = REVIEW_CLOCKS[status];
  if (!clock) return null;
  const waits = REVIEW_WAITS[status];
  return { sql: waits ? `${clock} < ? and ${waits}` : `${clock} < ?`, params: [overdueBefore] };
}

/** Whether a tab is a review tab (a clock, an overdue setting that orders it); only those read the setting. */
export const hasReviewClock = (status: PrequalStatus | null | undefined): boolean => !!status && !!REVIEW_CLOCKS[status];

const REVIEW_SINCE = `case l.prequal_status ${Object.entries(REVIEW_CLOCKS)
  .map(([status, column]) => `when '${status}' then ${column}`)
  .join(' ')} end`;

/** A form's decision columns as JSON: numbers as exact text, never floats. */
const DECISIONS = `(select coalesce(json_agg(json_build_object(
    'id', f.id, 'category', f.category, 'departmentStatus', f.department_status, 'mitigationPlan', f.mitigation_plan,
    'departmentComment', f.department_comment, 'aggregateLimit', f.aggregate_limit::text, 'singleLimit', f.single_limit::text,
    'bondingLimit', f.bonding_limit::text, 'decidedAt', f.decided_at, 'decidedByName', f.decided_by_name)), '[]'::json)
  from prequal_form f where f.prequalification_id = l.prequal_id)`;

const SORT_INDEXES = ['company_name', 'submitted_at', 'priority', 'expires_at'];

/**
 * The prequalification tabs' list: one row per company of the status, with its newest cycle. It pages over
 * prequal_list (the prequal module's projection of the company's status and its newest cycle, kept by triggers:
 * Migration20270104000000_prequal_lists), so each filter + sort has its index; the page's rows then join the
 * company, its primary contact, the cycle, and the cycle's three decisions, all in the page's one statement.
 */
export const PREQUAL_LIST = {
  name: 'prequal-forms',
  table: 'prequal_list',
  alias: 'l',
  joins: 'join vendor v on v.id = l.id left join vendor_contact c on c.vendor_id = l.id and c.position = 0 left join prequalification p on p.id = l.prequal_id',
  columns: {
    vendorId: 'l.id',
    companyName: 'v.company_name',
    prequalStatus: 'l.prequal_status',
    prequalId: 'p.id',
    instance: 'p.cycle',
    priority: 'p.priority',
    submittedAt: 'p.submitted_at',
    departmentReviewStartedAt: 'p.department_review_started_at',
    finalStatus: 'p.final_status',
    comment: 'p.comment',
    expiresAt: 'p.expires_at',
    primaryContactName: `nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '')`,
    primaryContactEmail: 'c.email',
    decisions: DECISIONS,
    reviewSince: REVIEW_SINCE,
  },
  dates: ['submittedAt', 'departmentReviewStartedAt', 'expiresAt', 'reviewSince'],
  filters: FILTERS,
  // Without a status: every company that has begun a cycle.
  where: (q) => (q.status ? [] : [{ sql: 'l.prequal_id is not null', params: [] }]),
  csv: { name: (q) => `prequalification-${q.status}`, columns: () => prequalCsvColumns() },
  // The expression of the partial trigram indexes prequal_list_<status>_company_name_trgm.
  search: 'lower(l.company_name)',
  sorts: { companyName: 'l.company_name', submittedAt: 'l.submitted_at', priority: 'l.priority_rank', expiresAt: 'l.expires_at' },
  defaultSort: () => ({ field: 'submittedAt', order: 'DESC' }),
  // In a review tab, the reviews waiting more than the overdue setting's business days come first.
  first: (q) => (q.status && q.overdueBefore ? overdueCondition(q.status, q.overdueBefore) : null),
  // Counted through the (status, sort) index: an index-only count of the status's entries.
  counterKey: () => null,
  indexes: [
    ...SORT_INDEXES.map((s) => `prequal_list_status_${s}_idx`),
    ...SORT_INDEXES.map((s) => `prequal_list_final_${s}_idx`),
    ...PREQUAL_LIST_TABS.map((s) => `prequal_list_${s.toLowerCase()}_company_name_trgm`),
    'prequal_list_completed_at_idx',
    // The department and final review tabs' overdue reviews (the admin review's clock is submitted_at's index).
    'prequal_list_department_review_since_idx',
    'prequal_list_final_review_since_idx',
    // Without a status: every company with a cycle.
    ...SORT_INDEXES.map((s) => `prequal_list_any_${s}_idx`),
    'prequal_list_any_company_name_trgm',
  ],
} satisfies ListSpec<PrequalListQuery, PrequalListRow>;
