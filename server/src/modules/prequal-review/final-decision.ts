import type { EntityManager } from '@mikro-orm/postgresql';
import type { FinalDecision } from '@portal/common/domain/statuses';
import { audit } from '../audit/index.js';
import { checkStatusComment } from './decision-rules.js';
import { expiryOf, FINAL_TRANSITIONS, type LockedCycle, moveCompanyPrequal, nextPrequalStatus } from '../prequal/index.js';
import { returnToVendor } from './return-to-vendor.js';

/** The final decision: an approval completes the cycle for a year; a rejection completes it; IN_PROGRESS returns it. */
export function applyFinalDecision(tx: EntityManager, cycle: LockedCycle, status: FinalDecision, commentText: string | null | undefined): void {
  const { vendor, prequal } = cycle;
  const rule = FINAL_TRANSITIONS[status];
  nextPrequalStatus(vendor.prequalStatus, rule.transition);
  const comment = checkStatusComment(status, commentText);
  if (status === 'IN_PROGRESS') return returnToVendor(tx, cycle, 'finalReturn', comment!, new Map());

  const { from, to } = moveCompanyPrequal(vendor, rule.transition);
  const decidedAt = new Date();
  prequal.status = to;
  prequal.finalStatus = status;
  prequal.comment = comment;
  prequal.completedAt = decidedAt;
  prequal.expiresAt = rule.expires ? expiryOf(decidedAt) : null;
  cycle.closed = { decision: status, comment: comment ?? null, expiresAt: prequal.expiresAt };
  audit(tx, cycle.actor, {
    entityType: 'Prequalification',
    entityId: prequal.id,
    action: 'PREQUAL_FINAL_DECIDED',
    changes: {
      vendorId: vendor.id,
      instance: prequal.cycle,
      prequalStatus: { from, to },
      finalStatus: status,
      ...(comment ? { commentText: comment } : {}),
      expiresAt: prequal.expiresAt?.toISOString() ?? null,
    },
  });
}
