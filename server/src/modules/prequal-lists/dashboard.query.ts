import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import type { SqlPart } from '../../db/list-query.js';

/** How many months the 11th-month mark shows: the current one and the next five. */
export const UPCOMING_MONTHS = 6;

/** `YYYY-MM` plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The one row of the dashboard statement. */
export interface DashboardRow {
  registration: number;
  account_creation: number;
  /** prequal status -> companies (statuses with none are absent). */
  statuses: Record<string, number>;
  /** Completed companies whose final decision approves (FINAL_APPROVED*). */
  approved: number;
  /** category -> pending department decisions among the companies in department review. */
  departments: Record<string, number>;
  /** 'YYYY-MM' of the 11th month after completion -> cycles. */
  upcoming: Record<string, number>;
}

/**
 * The dashboard in one statement, the function prequal_dashboard (migrations dashboard_counters and
 * dashboard_department_count): the registration, account and prequal status counters (row_count, kept by triggers;
 * the approved among the completed too; the statuses' keys read by a prefix index), the pending department decisions
 * per category of the companies in department review (their newest cycles' submitted pending forms: two partial
 * indexes read index-only and merged), and the completions whose 11th month falls in the shown months (index on
 * completed_at). `firstMonth` is the current month in the portal's time zone, YYYY-MM. (The count of expiring
 * documents, beyond the specification, is GraphQL's field only: dashboard-fields.resolver.ts.)
 */
export function dashboardStatement(firstMonth: string): SqlPart {
  // A cycle completed in month M reaches its 11th-month mark in M + 11.
  const from = `${addMonths(firstMonth, -11)}-01 00:00:00`;
  const to = `${addMonths(firstMonth, UPCOMING_MONTHS - 11)}-01 00:00:00`;
  return { sql: 'select * from prequal_dashboard(?::timestamp, ?::timestamp, ?)', params: [from, to, DISPLAY_TIME_ZONE] };
}
