import { Vendor } from '../src/modules/companies/index.js';
import { PrequalForm } from '../src/modules/prequal/prequal-form.entity.js';
import { Prequalification } from '../src/modules/prequal/prequalification.entity.js';
import type { TestPortal } from './harness.js';
import { begunPrequal, completeAnswers, storedFileOf } from './prequal-fixtures.js';

/** An earlier cycle's instance for fixtures: never this month's. */
export const PAST_INSTANCE = '2025-06';

/**
 * The company with one completed cycle (PAST_INSTANCE) whose three forms hold complete answers of the test
 * templates, and the company COMPLETED (or `status`): ready for Start Renewal. Its cycle.
 */
export async function completedPrequal(p: TestPortal, vendorId: string, status: 'COMPLETED' | 'AWAITING_RENEWAL' = 'COMPLETED'): Promise<Prequalification> {
  const { forms } = await begunPrequal(p, vendorId);
  const fileId = await storedFileOf(p, vendorId);
  const em = p.em();
  const prequalId = forms[0]!.prequalification.id;
  const completedAt = new Date('2025-07-15T15:00:00Z');
  await em.nativeUpdate(
    Prequalification,
    { id: prequalId },
    {
      cycle: PAST_INSTANCE,
      status: 'COMPLETED',
      submittedAt: new Date('2025-06-20T15:00:00Z'),
      completedAt,
      finalStatus: 'FINAL_APPROVED',
      expiresAt: new Date('2026-07-15T15:00:00Z'),
    },
  );
  for (const form of forms) {
    await em.nativeUpdate(PrequalForm, { id: form.id }, { answers: completeAnswers(form.category, fileId), status: 'SUBMIT', departmentStatus: 'DEPARTMENT_APPROVED' });
  }
  await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: status });
  return p.em().findOneOrFail(Prequalification, { id: prequalId });
}
