import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { LockedCycle } from '../prequal/index.js';
import { emitEvent } from '../webhooks/index.js';

/**
 * The webhooks of a review step, from what the step recorded on the cycle for its mails (a return, department
 * decisions, the final decision): emitted in the step's transaction, so integrators hear of exactly what committed.
 */
export async function emitDecisionEvents(jobs: JobQueue, tx: EntityManager, cycle: LockedCycle): Promise<void> {
  const base = { vendorId: cycle.vendor.id, prequalificationId: cycle.prequal.id, instance: cycle.prequal.cycle };
  if (cycle.returned) await emitEvent(jobs, tx, 'prequalification.returned', { ...base, comment: cycle.returned.comment });
  for (const d of cycle.decided ?? []) await emitEvent(jobs, tx, 'prequalification.category_decided', { ...base, category: d.category, decision: d.status });
  if (cycle.closed) {
    const { decision, expiresAt } = cycle.closed;
    await emitEvent(jobs, tx, 'prequalification.final_decided', { ...base, decision, expiresAt: expiresAt?.toISOString() ?? null });
  }
}
