import type { DepartmentStatus } from '@portal/common/domain/statuses';
import type { FormCategory } from '../forms/index.js';
import { inTabOrder } from './prequal-form-set.js';
import type { PrequalForm } from './prequal-form.entity.js';
import type { Prequalification } from './prequalification.entity.js';
import type { CategoryDecisionType, PrequalCycleType, PrequalListItemType } from './cycle.types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The form fields a category decision shows (an entity, or a row read by SQL with the same names). */
export type DecisionSource = Pick<
  PrequalForm,
  'id' | 'category' | 'departmentStatus' | 'mitigationPlan' | 'departmentComment' | 'aggregateLimit' | 'singleLimit' | 'bondingLimit' | 'decidedAt' | 'decidedByName'
>;

/** The company fields a list row shows; the primary contact when the caller knows it. */
export interface CompanySource {
  id: string;
  companyName: string;
  primaryContact?: { name?: string | null; email?: string | null } | null;
}

/** The cycle fields a list row or a history row shows. */
export type CycleSource = Pick<
  Prequalification,
  'id' | 'cycle' | 'status' | 'priority' | 'submittedAt' | 'departmentReviewStartedAt' | 'finalStatus' | 'comment' | 'expiresAt'
>;

/** One category's department decision as the API shows it. */
export function toCategoryDecision(form: DecisionSource): CategoryDecisionType {
  return {
    formId: form.id,
    category: form.category as FormCategory,
    status: form.departmentStatus as DepartmentStatus,
    mitigationPlan: form.mitigationPlan ?? null,
    commentText: form.departmentComment ?? null,
    aggregateLimit: form.aggregateLimit ?? null,
    singleLimit: form.singleLimit ?? null,
    bondingLimit: form.bondingLimit ?? null,
    decidedAt: form.decidedAt ?? null,
    decidedByName: form.decidedByName ?? null,
    // Only the Department Review tab's rows are marked (prequal-lists' toListItem).
    overdueBusinessDays: null,
  };
}

/** Whole days since the admin review sent the cycle to the departments; null before it did. */
export function reviewDaysOf(cycle: Pick<CycleSource, 'departmentReviewStartedAt'>, now: Date = new Date()): number | null {
  const started = cycle.departmentReviewStartedAt;
  if (!started) return null;
  return Math.max(0, Math.floor((now.getTime() - new Date(started).getTime()) / DAY_MS));
}

/** The decisions in tab order: safety (or safety lite), financial, legal. */
function decisionsOf(forms: readonly DecisionSource[]): CategoryDecisionType[] {
  return inTabOrder(forms as PrequalForm[]).map(toCategoryDecision);
}

/** A row of the prequalification tabs: the company and its (newest) cycle with the three decisions. */
export function toPrequalListItem(vendor: CompanySource, prequal: CycleSource, forms: readonly DecisionSource[], now: Date = new Date()): PrequalListItemType {
  return {
    prequalId: prequal.id,
    vendorId: vendor.id,
    companyName: vendor.companyName,
    primaryContactName: vendor.primaryContact?.name ?? null,
    primaryContactEmail: vendor.primaryContact?.email ?? null,
    instance: prequal.cycle,
    prequalStatus: prequal.status,
    priority: prequal.priority,
    submittedAt: prequal.submittedAt ?? null,
    reviewDays: reviewDaysOf(prequal, now),
    categoryStatuses: decisionsOf(forms),
    finalStatus: prequal.finalStatus ?? null,
    commentText: prequal.comment ?? null,
    expiresAt: prequal.expiresAt ?? null,
  };
}

/** One cycle of a company's history. */
export function toPrequalCycle(vendorId: string, prequal: CycleSource, forms: readonly DecisionSource[]): PrequalCycleType {
  const [year, month] = prequal.cycle.split('-').map(Number);
  return {
    prequalId: prequal.id,
    vendorId,
    instance: prequal.cycle,
    year: year!,
    month: month!,
    prequalStatus: prequal.status,
    submittedAt: prequal.submittedAt ?? null,
    finalStatus: prequal.finalStatus ?? null,
    commentText: prequal.comment ?? null,
    expiresAt: prequal.expiresAt ?? null,
    categoryStatuses: decisionsOf(forms),
  };
}
