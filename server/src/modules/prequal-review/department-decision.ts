import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../audit/index.js';
import type { FormCategory } from '../forms/index.js';
import { checkDepartmentDecision, type DepartmentDecisionInput } from './decision-rules.js';
import { allDepartmentsDecided, departmentTabOf, formOfTab, type LockedCycle, moveCompanyPrequal, nextDepartmentStatus } from '../prequal/index.js';

export interface CategoryDecisionInput extends DepartmentDecisionInput {
  category: FormCategory;
}

/** Decides one category (the caller checked the cycle is under department review); `extra` goes to the audit. */
export function decideCategory(tx: EntityManager, cycle: LockedCycle, input: CategoryDecisionInput, extra: Record<string, unknown>): void {
  const form = formOfTab(cycle.forms, departmentTabOf(input.category));
  const from = form.departmentStatus;
  const status = nextDepartmentStatus(form.category, from, input.status);
  const checked = checkDepartmentDecision(form.category, { ...input, status });
  form.departmentStatus = checked.status;
  form.mitigationPlan = checked.mitigationPlan;
  form.departmentComment = checked.comment;
  form.aggregateLimit = checked.aggregateLimit;
  form.singleLimit = checked.singleLimit;
  form.bondingLimit = checked.bondingLimit;
  form.decidedAt = new Date();
  form.decidedByName = cycle.actor.name;
  (cycle.decided ??= []).push({ category: form.category, status: checked.status, comment: checked.comment, mitigationPlan: checked.mitigationPlan });
  form.updatedById = cycle.actor.userId;
  audit(tx, cycle.actor, {
    entityType: 'PrequalForm',
    entityId: form.id,
    action: 'PREQUAL_DEPARTMENT_DECIDED',
    changes: {
      vendorId: cycle.vendor.id,
      instance: cycle.prequal.cycle,
      category: form.category,
      departmentStatus: { from, to: checked.status },
      ...(checked.mitigationPlan ? { mitigationPlan: checked.mitigationPlan } : {}),
      ...(checked.comment ? { commentText: checked.comment } : {}),
      aggregateLimit: checked.aggregateLimit,
      singleLimit: checked.singleLimit,
      bondingLimit: checked.bondingLimit,
      ...extra,
    },
  });
}

/** Every category decided: the cycle moves to final review, in the same transaction. */
export function maybeFinalReview(tx: EntityManager, cycle: LockedCycle): void {
  if (!allDepartmentsDecided(cycle.forms.map((f) => f.departmentStatus))) return;
  const { from, to } = moveCompanyPrequal(cycle.vendor, 'departmentsDecided');
  cycle.prequal.status = to;
  audit(tx, cycle.actor, {
    entityType: 'Prequalification',
    entityId: cycle.prequal.id,
    action: 'PREQUAL_DEPARTMENTS_DECIDED',
    changes: {
      vendorId: cycle.vendor.id,
      instance: cycle.prequal.cycle,
      prequalStatus: { from, to },
      categoryStatuses: Object.fromEntries(cycle.forms.map((f) => [f.category, f.departmentStatus])),
    },
  });
}
