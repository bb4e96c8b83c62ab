import { departmentOf } from './categories.js';
import type { DepartmentStatus } from './statuses.js';

/**
 * What a department decision needs besides its status (admin specification section 5), shared by the
 * server's rules (modules/prequal-review/decision-rules.ts) and the decision dialog, so they cannot disagree:
 * not approved needs a comment; approved with risk mitigation needs a mitigation plan; every financial
 * approval (with risk mitigation, bond approval only, with meeting) needs the three limits.
 */

/** The three limits by field, as messages name them ("Aggregate Limit is required."). */
export const LIMIT_LABELS = { aggregateLimit: 'Aggregate Limit', singleLimit: 'Single Limit', bondingLimit: 'Bonding Limit' } as const;
export type LimitField = keyof typeof LIMIT_LABELS;

/** Whether a decision of the category's department grants the three limits (the registry's limitsRequired: financial). */
export function limitsRequired(category: string, status: DepartmentStatus | ''): boolean {
  return Boolean(departmentOf(category)?.limitsRequired) && status !== '' && status !== 'DEPARTMENT_NOT_APPROVED' && status !== 'DEPARTMENT_PENDING';
}

export function mitigationRequired(status: DepartmentStatus | ''): boolean {
  return status === 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION';
}

export function departmentCommentRequired(status: DepartmentStatus | ''): boolean {
  return status === 'DEPARTMENT_NOT_APPROVED';
}
