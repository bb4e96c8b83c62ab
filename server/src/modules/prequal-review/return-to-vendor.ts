import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../audit/index.js';
import { type DepartmentTab, departmentTabOf, type LockedCycle, moveCompanyPrequal, questionLabel, tabWords } from '../prequal/index.js';

/**
 * Back to the vendor (admin review's return, or final review's "Return to Vendor"): the forms reopen
 * (IN_PROGRESS), every department decision is reset to DEPARTMENT_PENDING, each form carries its flags, and the
 * cycle records what the return mail will say.
 */
export function returnToVendor(
  tx: EntityManager,
  cycle: LockedCycle,
  transition: 'adminReturn' | 'finalReturn',
  comment: string,
  flags: Map<DepartmentTab, { path: string; note: string }[]>,
): void {
  const { vendor, prequal } = cycle;
  const { from, to } = moveCompanyPrequal(vendor, transition);
  prequal.status = to;
  prequal.comment = comment;
  prequal.finalStatus = null;
  prequal.completedAt = null;
  prequal.expiresAt = null;
  prequal.departmentReviewStartedAt = null;
  cycle.returned = {
    comment,
    flags: cycle.forms.flatMap((form) =>
      (flags.get(departmentTabOf(form.category)) ?? []).map((f) => ({
        form: tabWords(departmentTabOf(form.category)),
        question: questionLabel(form.template.fields, f.path),
        note: f.note,
      })),
    ),
  };
  for (const form of cycle.forms) {
    form.status = 'IN_PROGRESS';
    form.submittedAt = null;
    form.departmentStatus = 'DEPARTMENT_PENDING';
    form.mitigationPlan = null;
    form.departmentComment = null;
    form.aggregateLimit = null;
    form.singleLimit = null;
    form.bondingLimit = null;
    form.decidedAt = null;
    form.decidedByName = null;
    form.flags = flags.get(departmentTabOf(form.category)) ?? null;
    form.updatedById = cycle.actor.userId;
  }
  audit(tx, cycle.actor, {
    entityType: 'Prequalification',
    entityId: prequal.id,
    action: 'PREQUAL_RETURNED',
    changes: {
      vendorId: vendor.id,
      instance: prequal.cycle,
      from: transition === 'adminReturn' ? 'adminReview' : 'finalReview',
      prequalStatus: { from, to },
      commentText: comment,
      flags: [...flags.entries()].flatMap(([tab, list]) => list.map((f) => ({ category: tab, ...f }))),
    },
  });
}
