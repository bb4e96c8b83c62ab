import type { EntityManager } from '@mikro-orm/postgresql';
import { departments, formCategories } from '@portal/common/domain/categories';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { expiringDocumentsStatement } from '../files/index.js';
import { cycleOf } from '../prequal/index.js';
import { addMonths, dashboardStatement, UPCOMING_MONTHS, type DashboardRow } from './dashboard.query.js';

export interface DashboardCount {
  pending: number;
}

/** A category's pending decisions under its dashboardKey (safety, safety_lite, financial, legal, ...). */
export type CategoryCounts = Readonly<Record<string, DashboardCount>>;

/** GET /admin/dashboard's shape (admin specification section 7), GraphQL's Dashboard too. */
export interface Dashboard {
  registration: DashboardCount;
  accountCreation: DashboardCount;
  inProgress: DashboardCount;
  adminReview: DashboardCount;
  /** The shipped categories' cards, as GET /admin/dashboard names them; a category added to the registry answers under its dashboardKey too. */
  safety: DashboardCount;
  safety_lite: DashboardCount;
  financial: DashboardCount;
  legal: DashboardCount;
  finalReview: DashboardCount;
  /** Completed companies whose final decision approves. */
  completed: number;
  /** Companies awaiting renewal (the Renewal tab). */
  renewal: number;
  /** The current month and the next five, YYYY-MM -> completed cycles reaching their 11th month then. */
  upcoming11thMonthMark: Record<string, number>;
}

/**
 * The admin dashboard's cards, from one statement (dashboard.query.ts). Each number is its tab's total: the
 * statuses are counters of prequal_list (kept by its triggers), the very table the tabs page over.
 */
export class PrequalDashboardService {
  constructor(private readonly em: EntityManager) {}

  async dashboard(now: Date = new Date()): Promise<Dashboard> {
    const first = cycleOf(now);
    const statement = dashboardStatement(first);
    const [row] = await this.em.getConnection().execute<DashboardRow[]>(statement.sql, statement.params);
    const r = row!;
    const status = (s: string) => r.statuses[s] ?? 0;
    const pending = (n: number | undefined): DashboardCount => ({ pending: n ?? 0 });
    const upcoming: Record<string, number> = {};
    for (let k = 0; k < UPCOMING_MONTHS; k += 1) {
      const month = addMonths(first, k);
      upcoming[month] = r.upcoming[month] ?? 0;
    }
    // Each category of the registry under its dashboardKey, in the answer's order (after adminReview).
    const categories: CategoryCounts = Object.fromEntries(formCategories().map((c) => [c.dashboardKey, pending(r.departments[c.key])]));
    return {
      registration: pending(r.registration),
      accountCreation: pending(r.account_creation),
      inProgress: pending(status('IN_PROGRESS')),
      adminReview: pending(status('ADMIN_REVIEW_PENDING')),
      ...(categories as Pick<Dashboard, 'safety' | 'safety_lite' | 'financial' | 'legal'>),
      finalReview: pending(status('FINAL_REVIEW_PENDING')),
      completed: r.approved,
      renewal: status('AWAITING_RENEWAL'),
      upcoming11thMonthMark: upcoming,
    };
  }

  /** Documents expired or expiring within 30 days (beyond the specification): a statement of its own, run only when asked. */
  async expiringDocuments(actor: Actor | null, now: Date = new Date()): Promise<number> {
    authorize(actor, 'prequal.list');
    const statement = expiringDocumentsStatement(now);
    const [row] = await this.em.getConnection().execute<{ expiring_documents: number }[]>(statement.sql, statement.params);
    return row?.expiring_documents ?? 0;
  }
}

/** One category's pending department decisions, named as the form builder names it. */
export interface CategoryCount {
  key: string;
  label: string;
  pending: number;
}

/** One department's card: its pending decisions, every category of it included (Safety counts Safety Lite). */
export interface DepartmentCount extends CategoryCount {
  categories: CategoryCount[];
}

/** The department cards of a dashboard answer, in the registry's order (common/src/domain/categories.ts). */
export function departmentCounts(dashboard: Dashboard): DepartmentCount[] {
  const counts = dashboard as unknown as CategoryCounts;
  return departments().map((d) => {
    const categories = d.categories.map((c) => ({ key: c.key, label: c.label, pending: counts[c.dashboardKey]?.pending ?? 0 }));
    return { key: d.key, label: d.label, pending: categories.reduce((sum, c) => sum + c.pending, 0), categories };
  });
}
