import { businessDaysBetween } from '@portal/common/domain/business-days';
import type { FinalDecision, PrequalPriority } from '@portal/common/domain/statuses';
import { toPrequalListItem, type DecisionSource, type PrequalListItemType, type PrequalStatus } from '../prequal/index.js';

/** A row as the list's SQL reads it (prequal_list, its company, primary contact and newest cycle). */
export interface PrequalListRow {
  vendorId: string;
  companyName: string;
  prequalStatus: PrequalStatus;
  prequalId: string | null;
  instance: string | null;
  priority: PrequalPriority | null;
  submittedAt: Date | null;
  departmentReviewStartedAt: Date | null;
  finalStatus: FinalDecision | null;
  comment: string | null;
  expiresAt: Date | null;
  primaryContactName: string | null;
  primaryContactEmail: string | null;
  /** The cycle's forms' decisions, read in the page's statement (a JSON array; dates as text). */
  decisions: (Omit<DecisionSource, 'decidedAt'> & { decidedAt: string | null })[];
  /** The clock of the review the company waits in (admin, department, final review tabs); null in the other tabs. */
  reviewSince: Date | null;
}

/**
 * A row of the list read by SQL, as the API shows it (the shared mapper of the review pipeline). In a review tab a
 * row waiting more than `overdueDays` business days carries them (the condition PREQUAL_LIST's `first` sorts by);
 * in the department review each category is overdue on its own, only while its decision waits (REVIEW_WAITS), and
 * the row is overdue when one of its categories is.
 */
export function toListItem(row: PrequalListRow, now: Date, overdueDays: number | null = null): PrequalListItemType {
  const forms: DecisionSource[] = row.decisions.map((d) => ({ ...d, decidedAt: d.decidedAt ? new Date(d.decidedAt) : null }));
  const waited = row.reviewSince ? businessDaysBetween(row.reviewSince, now) : null;
  const overdue = waited != null && overdueDays != null && waited > overdueDays ? waited : null;
  const item = toPrequalListItem(
    { id: row.vendorId, companyName: row.companyName, primaryContact: { name: row.primaryContactName, email: row.primaryContactEmail } },
    {
      id: row.prequalId ?? '',
      cycle: row.instance ?? '',
      // The company's status (the tab), which for Renewal is not its completed cycle's.
      status: row.prequalStatus,
      priority: row.priority ?? 'MEDIUM',
      submittedAt: row.submittedAt,
      departmentReviewStartedAt: row.departmentReviewStartedAt,
      finalStatus: row.finalStatus,
      comment: row.comment,
      expiresAt: row.expiresAt,
    },
    forms,
    now,
  );
  if (row.prequalStatus !== 'DEPARTMENT_REVIEW_PENDING') return { ...item, overdueBusinessDays: overdue };
  // A category's clock is the cycle's (every form reached the departments together) and stops with its decision.
  const categoryStatuses = item.categoryStatuses.map((d) => ({ ...d, overdueBusinessDays: d.status === 'DEPARTMENT_PENDING' ? overdue : null }));
  const waiting = categoryStatuses.some((d) => d.overdueBusinessDays != null);
  return { ...item, categoryStatuses, overdueBusinessDays: waiting ? overdue : null };
}
