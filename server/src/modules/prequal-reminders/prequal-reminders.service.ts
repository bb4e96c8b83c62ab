import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_SIZE } from '@portal/common/constants';
import { departmentIndexOf } from '@portal/common/domain/categories';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import type { SettingsService } from '../settings/index.js';
import { overdueCounts, overdueReviewsPage, stageOf, type OverduePaging, type OverdueStageCount, type WaitingReview } from './overdue-reviews.js';
import { stalledVendors, type StalledVendor } from './stalled-vendors.js';

/** The dashboard's overdue flags: the threshold, a count per stage, one page of the reviews (longest first) and their total. */
export interface OverdueReviews {
  businessDays: number;
  stages: OverdueStageCount[];
  reviews: (WaitingReview & { stageKey: string; stageLabel: string })[];
  totalCount: number;
}

/** The dashboard's view of what waits (companies that stall, overdue reviews) and the reminders' settings. */
export class PrequalRemindersService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async stalled(actor: Actor | null, now: Date = new Date()): Promise<StalledVendor[]> {
    authorize(actor, 'prequal.list');
    return stalledVendors(this.em.fork(), now);
  }

  async overdue(actor: Actor | null, paging: OverduePaging = { page: 1, limit: DEFAULT_PAGE_SIZE }, now: Date = new Date()): Promise<OverdueReviews> {
    authorize(actor, 'prequal.list');
    const em = this.em.fork();
    const businessDays = await this.settings.get('overdue-review-business-days');
    // Only one page of the overdue reviews is read (ordered and cut in SQL); each stage's count and longest wait is an
    // aggregate in SQL with the review tabs' condition, and the total is their sum.
    const [page, counts] = await Promise.all([overdueReviewsPage(em, now, businessDays, paging), overdueCounts(em, now, businessDays)]);
    const reviews = page.map((r) => {
      const s = stageOf(r);
      return { ...r, stageKey: s.key, stageLabel: s.label };
    });
    const totalCount = counts.reduce((n, c) => n + c.count, 0);
    return { businessDays, stages: counts.sort((x, y) => stageRank(x.key) - stageRank(y.key)), reviews, totalCount };
  }

  /** The overdue threshold in business days (common/src/settings/registry.ts). */
  overdueBusinessDays(actor: Actor | null): Promise<number> {
    return this.settings.read(actor, 'overdue-review-business-days');
  }

  /** Sets the overdue threshold (whole business days, 1 to 60); audited when it changes. */
  setOverdueBusinessDays(actor: Actor | null, value: number): Promise<number> {
    return this.settings.set(actor, 'overdue-review-business-days', value, 'businessDays');
  }
}

/** The pipeline's order: the admin review, the departments in the registry's order, the final review. */
function stageRank(key: string): number {
  if (key === 'ADMIN') return -1;
  if (key === 'FINAL') return 1_000;
  return departmentIndexOf(key.slice('DEPARTMENT:'.length));
}
