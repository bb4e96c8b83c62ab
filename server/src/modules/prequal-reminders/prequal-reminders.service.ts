import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { departmentIndexOf } from '@portal/common/domain/categories';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { overdueOf, stageOf, waitingReviews, type WaitingReview } from './overdue-reviews.js';
import { overdueBusinessDays, REMINDER_SETTINGS, ReminderSetting } from './reminder-setting.entity.js';
import { stalledVendors, type StalledVendor } from './stalled-vendors.js';

/** The dashboard's overdue flags: the threshold, a count per stage, the reviews themselves (longest first). */
export interface OverdueReviews {
  businessDays: number;
  stages: { key: string; label: string; count: number }[];
  reviews: (WaitingReview & { stageKey: string; stageLabel: string })[];
}

export const REMINDER_MESSAGES = {
  overdueDays: `Business days must be a whole number from ${REMINDER_SETTINGS.overdueReviewBusinessDays.min} to ${REMINDER_SETTINGS.overdueReviewBusinessDays.max}`,
} as const;

/** The dashboard's view of what waits (companies that stall, overdue reviews) and the reminders' settings. */
export class PrequalRemindersService {
  constructor(private readonly em: EntityManager) {}

  async stalled(actor: Actor | null, now: Date = new Date()): Promise<StalledVendor[]> {
    authorize(actor, 'prequal.list');
    return stalledVendors(this.em.fork(), now);
  }

  async overdue(actor: Actor | null, now: Date = new Date()): Promise<OverdueReviews> {
    authorize(actor, 'prequal.list');
    const em = this.em.fork();
    const businessDays = await overdueBusinessDays(em);
    const reviews = overdueOf(await waitingReviews(em, now), businessDays).map((r) => {
      const s = stageOf(r);
      return { ...r, stageKey: s.key, stageLabel: s.label };
    });
    const stages = new Map<string, { key: string; label: string; count: number }>();
    for (const r of reviews) {
      const s = stages.get(r.stageKey) ?? { key: r.stageKey, label: r.stageLabel, count: 0 };
      s.count++;
      stages.set(r.stageKey, s);
    }
    return { businessDays, stages: [...stages.values()].sort((x, y) => stageRank(x.key) - stageRank(y.key)), reviews };
  }

  async overdueBusinessDays(actor: Actor | null): Promise<number> {
    authorize(actor, 'prequal.list');
    return overdueBusinessDays(this.em.fork());
  }

  /** Sets the overdue threshold (whole business days, 1 to 60); audited when it changes. */
  async setOverdueBusinessDays(actor: Actor | null, value: number): Promise<number> {
    const a = authorize(actor, 'reminders.settings');
    const { key, defaultValue, min, max } = REMINDER_SETTINGS.overdueReviewBusinessDays;
    if (!Number.isInteger(value) || value < min || value > max) throw AppError.badInput(REMINDER_MESSAGES.overdueDays, { businessDays: REMINDER_MESSAGES.overdueDays });
    return this.em.fork().transactional(async (tx) => {
      let setting = await tx.findOne(ReminderSetting, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const before = setting?.value ?? defaultValue;
      if (!setting) setting = tx.create(ReminderSetting, { key, value });
      if (before !== value || setting.value !== value) {
        setting.value = value;
        audit(tx, a, { entityType: 'ReminderSetting', entityId: key, action: 'REMINDER_SETTING_CHANGED', changes: { value: { from: before, to: value } } });
      }
      return value;
    });
  }
}

/** The pipeline's order: the admin review, the departments in the registry's order, the final review. */
function stageRank(key: string): number {
  if (key === 'ADMIN') return -1;
  if (key === 'FINAL') return 1_000;
  return departmentIndexOf(key.slice('DEPARTMENT:'.length));
}
