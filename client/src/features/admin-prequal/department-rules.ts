import { COMMENT_MAX } from '@portal/common/constants';
import { departmentOf } from '@portal/common/domain/categories';
import { departmentCommentRequired, LIMIT_LABELS, limitsRequired, mitigationRequired, type LimitField } from '@portal/common/domain/department-decisions';
import type { DepartmentStatus } from '@portal/common/domain/statuses';
import { COMMENT_MESSAGES } from '@portal/common/validation/approval';
import type { FormCategory } from '../../gql/graphql';

/**
 * The department approval dialog's rules (admin specification section 5), the same as the server's:
 * not approved needs a comment; approved with risk mitigation needs a mitigation plan, and for
 * financial all three limits; financial approved, bond approval only and with meeting need the three
 * limits; other categories and financial not approved need none. Limits are money, 0 when empty.
 */

export type LimitKey = LimitField;
export const LIMITS = (Object.keys(LIMIT_LABELS) as LimitKey[]).map((key) => ({ key, label: LIMIT_LABELS[key] }));

export interface DepartmentDecisionValues {
  status: DepartmentStatus | '';
  mitigationPlan: string;
  commentText: string;
  aggregateLimit: string;
  singleLimit: string;
  bondingLimit: string;
}

export const DECISION_MESSAGES = {
  status: 'Status is required',
  mitigationPlan: 'Mitigation Plan is required',
  money: (label: string) => `${label} must be an amount of money (at most 2 decimals, 0 or more)`,
  limitRequired: (label: string) => `${label} is required.`,
  unknown: 'An unknown error occurred.',
} as const;

/** The statuses a category's reviewer may choose, the registry's (WITH_MEETING is for financial only). */
export function statusesFor(category: FormCategory): DepartmentStatus[] {
  return [...(departmentOf(category)?.decisions ?? [])];
}

/** Whether the financial limits are asked for with this status (the server's rule, from common). */
export const needsLimits: (category: FormCategory, status: DepartmentStatus | '') => boolean = limitsRequired;
export const needsMitigationPlan = mitigationRequired;
export const needsComment = departmentCommentRequired;

/** A currency input's text as an exact decimal string ("1,250.5" -> "1250.5"); null when it is not money. */
export function moneyOf(text: string): string | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return '0';
  return /^\d{1,13}(\.\d{1,2})?$/.test(plain) ? plain : null;
}

/** Each field's message, or none when the decision may be sent. */
export function validateDecision(category: FormCategory, values: DepartmentDecisionValues): Partial<Record<keyof DepartmentDecisionValues, string>> {
  const errors: Partial<Record<keyof DepartmentDecisionValues, string>> = {};
  const { status } = values;
  if (!status) errors.status = DECISION_MESSAGES.status;
  const comment = values.commentText.trim();
  if (needsComment(status) && !comment) errors.commentText = COMMENT_MESSAGES.required;
  if (comment.length >= COMMENT_MAX) errors.commentText = COMMENT_MESSAGES.tooLong;
  if (needsMitigationPlan(status) && !values.mitigationPlan.trim()) errors.mitigationPlan = DECISION_MESSAGES.mitigationPlan;
  if (needsLimits(category, status)) {
    for (const { key, label } of LIMITS) {
      const text = values[key].trim();
      if (!text) errors[key] = DECISION_MESSAGES.limitRequired(label);
      else if (moneyOf(text) === null) errors[key] = DECISION_MESSAGES.money(label);
    }
  }
  return errors;
}

const LIMIT_NAME = /\b(aggregate_?[lL]imit|single_?[lL]imit|bonding_?[lL]imit)\b/g;
const LIMIT_PATTERN = /\b(aggregate_?[lL]imit|single_?[lL]imit|bonding_?[lL]imit)\b/;

const LIMIT_NAMES: Record<string, string> = {
  aggregateLimit: 'Aggregate Limit',
  aggregate_limit: 'Aggregate Limit',
  singleLimit: 'Single Limit',
  single_limit: 'Single Limit',
  bondingLimit: 'Bonding Limit',
  bonding_limit: 'Bonding Limit',
};

/**
 * A refused decision's message as the specification's section 8 shows it: limit names rewritten as
 * Aggregate Limit, Single Limit, Bonding Limit and the parts joined into sentences ending with a
 * period; other messages as the server wrote them; none at all is 'An unknown error occurred.'.
 */
export function decisionErrorText(messages: readonly string[]): string {
  const given = messages.map((m) => m.trim()).filter(Boolean);
  if (given.length === 0) return DECISION_MESSAGES.unknown;
  if (!given.some((m) => LIMIT_PATTERN.test(m))) return given.join('\n');
  return given
    .flatMap((m) => m.split(/[;\n]/))
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.replace(LIMIT_NAME, (name) => LIMIT_NAMES[name] ?? name.replace(/_/g, ' ')))
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
