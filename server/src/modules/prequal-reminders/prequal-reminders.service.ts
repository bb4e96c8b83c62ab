import type { EntityManager } from '@mikro-orm/postgresql';
import { departmentIndexOf } from '@portal/common/domain/categories';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import type { SettingsService } from '../settings/index.js';
import { overdueCounts, overdueReviews, stageOf, type WaitingReview } from './overdue-reviews.js';
import { stalledVendors, type StalledVendor } from './stalled-vendors.js';

/** The dashboard's overdue flags: the threshold, a count per stage, the reviews themselves (longest first). */
export interface OverdueReviews {
  businessDays: number;
  stages: { key: string; label: string; count: number }[];
  reviews: (WaitingReview & { stageKey: string; stageLabel: string })[];
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

  async overdue(actor: Actor | null, now: Date = new Date()): Promise<OverdueReviews> {
    authorize(actor, 'prequal.list');
    const em = this.em.fork();
    const businessDays = await this.settings.get('overdue-review-business-days');
    // Only the overdue reviews are read, and each stage's count is a count in SQL with the review tabs' condition.
    const [overdue, counts] = await Promise.all([overdueReviews(em, now, businessDays), overdueCounts(em, now, businessDays)]);
    const reviews = overdue.map((r) => {
      const s = stageOf(r);
      return { ...r, stageKey: s.key, stageLabel: s.label };
    });
    return { businessDays, stages: counts.sort((x, y) => stageRank(x.key) - stageRank(y.key)), reviews };
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
