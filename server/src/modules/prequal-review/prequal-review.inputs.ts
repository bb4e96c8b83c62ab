import { departments, isFormCategory } from '@portal/common/domain/categories';
import { DEPARTMENT_STATUSES, type DepartmentStatus } from '@portal/common/domain/statuses';
import { z } from 'zod';
import type { FormCategory } from '../forms/index.js';
import { type DepartmentTab, departmentTabOf } from '../prequal/index.js';

/**
 * The review operations' inputs that REST sends as free text (GraphQL's enums arrive already checked): trimmed,
 * upper-cased, and refused with the sentences the REST facade has always answered.
 */

/** A text trimmed and upper-cased; blank or not a text reads as absent. */
const upperText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined);

/** "category must be SAFETY, FINANCIAL or LEGAL", as the vendor's forms read it. */
export { categoryInput } from '../prequal/index.js';

const DECISIONS = DEPARTMENT_STATUSES.filter((s) => s !== 'DEPARTMENT_PENDING');
const STATUS_MESSAGE = `status must be one of ${DECISIONS.join(', ')}`;

/** A department's decision: any department status but DEPARTMENT_PENDING. */
export const departmentDecisionStatus = z.preprocess(
  upperText,
  z.custom<DepartmentStatus>((v) => (DECISIONS as readonly unknown[]).includes(v), { error: STATUS_MESSAGE }),
);

/** The overall status of ?mode=all (checked against the cycle by the service). */
export const overallStatusInput = z.preprocess(upperText, z.string({ error: 'status is required' }));

const statusesMessage = () =>
  `statuses must be { ${departments()
    .map((d) => d.key)
    .join(', ')} }, each one of ${DEPARTMENT_STATUSES.join(', ')}`;

/** { SAFETY, FINANCIAL, LEGAL } (SAFETY_LITE names the safety tab too); DEPARTMENT_PENDING or null leaves a category as it is. */
export const departmentStatusesInput = z.unknown().transform((raw, ctx) => {
  const statuses = statusesOf(raw);
  if (statuses) return statuses;
  ctx.addIssue({ code: 'custom', message: statusesMessage() });
  return z.NEVER;
});

function statusesOf(raw: unknown): Partial<Record<DepartmentTab, DepartmentStatus>> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Partial<Record<DepartmentTab, DepartmentStatus>> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const category = key.toUpperCase();
    if (!isFormCategory(category)) return undefined;
    if (value === null || value === undefined || value === '' || value === 'DEPARTMENT_PENDING') continue;
    const status = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (!(DEPARTMENT_STATUSES as readonly string[]).includes(status)) return undefined;
    out[departmentTabOf(category as FormCategory)] = status as DepartmentStatus;
  }
  return out;
}
