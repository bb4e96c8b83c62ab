import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../audit/index.js';
import { checkFlags, checkStatusComment, type FlagInput } from './decision-rules.js';
import { departmentTabOf, type LockedCycle, moveCompanyPrequal, nextPrequalStatus } from '../prequal/index.js';
import { returnToVendor } from './return-to-vendor.js';

export interface AdminReviewInput {
  approve: boolean;
  commentText?: string | null;
  flags?: readonly FlagInput[] | null;
}

/** Admin review: approve sends the cycle to department review; a return needs a comment and may flag questions. */
export function applyAdminReview(tx: EntityManager, cycle: LockedCycle, input: AdminReviewInput): void {
  const { vendor, prequal } = cycle;
  if (input.approve) {
    nextPrequalStatus(vendor.prequalStatus, 'adminApprove');
    const comment = checkStatusComment('DEPARTMENT_REVIEW_PENDING', input.commentText);
    const { from, to } = moveCompanyPrequal(vendor, 'adminApprove');
    prequal.status = to;
    prequal.departmentReviewStartedAt = new Date();
    if (comment) prequal.comment = comment;
    // The vendor answered the flagged questions: the flags have done their work.
    for (const form of cycle.forms) if (form.flags) form.flags = null;
    audit(tx, cycle.actor, {
      entityType: 'Prequalification',
      entityId: prequal.id,
      action: 'PREQUAL_ADMIN_APPROVED',
      changes: { vendorId: vendor.id, instance: prequal.cycle, prequalStatus: { from, to }, ...(comment ? { commentText: comment } : {}) },
    });
    return;
  }
  nextPrequalStatus(vendor.prequalStatus, 'adminReturn');
  const comment = checkStatusComment('IN_PROGRESS', input.commentText);
  const flags = checkFlags(input.flags ?? [], (tab) => cycle.forms.find((f) => departmentTabOf(f.category) === tab)?.template.fields ?? null);
  returnToVendor(tx, cycle, 'adminReturn', comment!, flags);
}
