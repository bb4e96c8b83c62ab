import type { EntityManager } from '@mikro-orm/postgresql';
import { hasPermission } from '@portal/common/auth/roles';
import { departmentOf, departments, inWords, limitsDepartment } from '@portal/common/domain/categories';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import type { FormCategory } from '../forms/index.js';
import { checkFinancialLimits, checkMitigationPlan, type LimitField } from './decision-rules.js';
import { DEPARTMENT_STATUS_WORDS, type DepartmentTab, departmentTabOf, formOfTab, type LockedCycle, PREQUAL_STATUS_WORDS, type PrequalForm } from '../prequal/index.js';

/** The statuses in which limits and mitigation plans may be edited: department review, and the final review's popup. */
const PLAN_EDIT_STATUSES = ['DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING'] as const;

/** The financial category's three limits (the final review's popup, or the department table). */
export function applyFinancialLimits(tx: EntityManager, cycle: LockedCycle, limits: Partial<Record<LimitField, unknown>>): void {
  assertPlanEdit(cycle);
  const form = formOfTab(cycle.forms, limitsDepartment()?.key ?? 'FINANCIAL');
  assertMayEditDecided(cycle.actor, form);
  const checked = checkFinancialLimits(limits);
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(checked) as LimitField[]) {
    if (form[field] !== checked[field]) changes[field] = { from: form[field] ?? null, to: checked[field] };
    form[field] = checked[field];
  }
  if (Object.keys(changes).length === 0) return;
  form.updatedById = cycle.actor.userId;
  audit(tx, cycle.actor, {
    entityType: 'PrequalForm',
    entityId: form.id,
    action: 'PREQUAL_LIMITS_CHANGED',
    changes: { vendorId: cycle.vendor.id, instance: cycle.prequal.cycle, category: form.category, ...changes },
  });
}

/** Mitigation plans by tab ({ SAFETY, FINANCIAL, LEGAL }); a tab not named is left as it is. */
export function applyMitigationPlans(tx: EntityManager, cycle: LockedCycle, plans: unknown): void {
  assertPlanEdit(cycle);
  for (const [tab, plan] of Object.entries(plansOf(plans))) {
    const form = formOfTab(cycle.forms, tab as DepartmentTab);
    const checked = checkMitigationPlan(form.departmentStatus, plan);
    if ((form.mitigationPlan ?? null) === checked) continue;
    assertMayEditDecided(cycle.actor, form);
    const from = form.mitigationPlan ?? null;
    form.mitigationPlan = checked;
    form.updatedById = cycle.actor.userId;
    audit(tx, cycle.actor, {
      entityType: 'PrequalForm',
      entityId: form.id,
      action: 'PREQUAL_MITIGATION_CHANGED',
      changes: { vendorId: cycle.vendor.id, instance: cycle.prequal.cycle, category: form.category, mitigationPlan: { from, to: checked } },
    });
  }
}

/** Limits and plans are edited under department review and in the final review's popup; otherwise a CONFLICT naming the status. */
function assertPlanEdit(cycle: LockedCycle): void {
  const status = cycle.vendor.prequalStatus;
  if ((PLAN_EDIT_STATUSES as readonly string[]).includes(status)) return;
  throw new AppError('CONFLICT', `This prequalification is ${PREQUAL_STATUS_WORDS[status]}; its limits and mitigation plans cannot be changed now.`);
}

/**
 * A reviewer cannot change a category that already has a decision; the admins (prequal.review) correct a
 * decided category's limits and plan in the final review's popup.
 */
function assertMayEditDecided(actor: Actor, form: PrequalForm): void {
  if (form.departmentStatus === 'DEPARTMENT_PENDING' || hasPermission(actor.role, 'prequal.review')) return;
  const tab = departmentTabOf(form.category).toLowerCase();
  throw new AppError('CONFLICT', `The ${tab} decision is already ${DEPARTMENT_STATUS_WORDS[form.departmentStatus]}; it cannot be changed.`);
}

/** "mitigationPlans must name SAFETY, FINANCIAL or LEGAL, each with its plan", from the registry's departments. */
const plansMessage = () => `mitigationPlans must name ${inWords(departments().map((d) => d.key))}, each with its plan`;

/** Plans by tab from { SAFETY, FINANCIAL, LEGAL } (any category of the registry; SAFETY_LITE names the safety tab too). */
function plansOf(raw: unknown): Partial<Record<DepartmentTab, unknown>> {
  const refused = () => AppError.badInput(plansMessage(), { mitigationPlans: plansMessage() });
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw refused();
  const out: Partial<Record<DepartmentTab, unknown>> = {};
  for (const [key, plan] of Object.entries(raw as Record<string, unknown>)) {
    const category = key.toUpperCase();
    if (!departmentOf(category)) throw refused();
    if (plan !== null && plan !== undefined && typeof plan !== 'string') throw refused();
    out[departmentTabOf(category as FormCategory)] = plan;
  }
  return out;
}
