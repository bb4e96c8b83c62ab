import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { FINAL_DECISIONS } from '@portal/common/domain/statuses';
import type { SqlPart } from '../../db/list-query.js';

/** The final decisions that approve (the dashboard's Completed card counts these). */
export const APPROVED_DECISIONS = FINAL_DECISIONS.filter((d) => d.startsWith('FINAL_APPROVED'));

/** The statuses the dashboard counts (a company not started has no card). */
const DASHBOARD_STATUSES = ['IN_PROGRESS', 'ADMIN_REVIEW_PENDING', 'DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING', 'COMPLETED', 'AWAITING_RENEWAL'];

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
  /** prequal status -> [companies, of which approved]. */
  statuses: Record<string, [number, number]>;
  /** category -> pending department decisions among the companies in department review. */
  departments: Record<string, number>;
  /** 'YYYY-MM' of the 11th month after completion -> cycles. */
  upcoming: Record<string, number>;
}

/**
 * The dashboard in one statement: the registration and account counters (row_count, kept by triggers), the
 * companies per prequal status with the approved among the completed (one grouped scan of the prequal_list
 * index), the pending department decisions per category of the companies in department review (their newest
 * cycles' forms), and the completions whose 11th month falls in the shown months (index on completed_at).
 * `firstMonth` is the current month in the portal's time zone, YYYY-MM.
 */
export function dashboardStatement(firstMonth: string): SqlPart {
  // A cycle completed in month M reaches its 11th-month mark in M + 11.
  const from = `${addMonths(firstMonth, -11)}-01 00:00:00`;
  const to = `${addMonths(firstMonth, UPCOMING_MONTHS - 11)}-01 00:00:00`;
  const tz = `'${DISPLAY_TIME_ZONE}'`;
  return {
    sql: `with s as (
    select l.prequal_status, count(*)::int as n, (count(*) filter (where l.final_status in (${APPROVED_DECISIONS.map(() => '?').join(', ')})))::int as approved
    from prequal_list l where l.prequal_status in (${DASHBOARD_STATUSES.map((st) => `'${st}'`).join(', ')}) group by l.prequal_status
  ), d as (
    select f.category, count(*)::int as n from prequal_list l
    cross join lateral (
      select f.category from prequal_form f where f.prequalification_id = l.prequal_id and f.department_status = 'DEPARTMENT_PENDING' offset 0
    ) f
    where l.prequal_status = 'DEPARTMENT_REVIEW_PENDING' group by f.category
  ), u as (
    select to_char(date_trunc('month', l.completed_at at time zone ${tz}) + interval '11 months', 'YYYY-MM') as month, count(*)::int as n
    from prequal_list l
    where l.prequal_status in ('COMPLETED', 'AWAITING_RENEWAL') and l.completed_at >= (?::timestamp at time zone ${tz}) and l.completed_at < (?::timestamp at time zone ${tz})
    group by 1
  )
  select coalesce((select n from row_count where key = 'vendor.registration_status:SUBMITTED'), 0)::int as registration,
    coalesce((select n from row_count where key = 'app_user.registration_status:PENDING'), 0)::int as account_creation,
    (select coalesce(json_object_agg(s.prequal_status, json_build_array(s.n, s.approved)), '{}'::json) from s) as statuses,
    (select coalesce(json_object_agg(d.category, d.n), '{}'::json) from d) as departments,
    (select coalesce(json_object_agg(u.month, u.n), '{}'::json) from u) as upcoming`,
    params: [...APPROVED_DECISIONS, from, to],
  };
}
