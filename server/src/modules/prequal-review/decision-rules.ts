import { COMMENT_MAX } from '@portal/common/constants';
import { departmentOf } from '@portal/common/domain/categories';
import { departmentCommentRequired, LIMIT_LABELS, limitsRequired, mitigationRequired, type LimitField } from '@portal/common/domain/department-decisions';
import type { DepartmentStatus, FinalDecision } from '@portal/common/domain/statuses';
import type { FieldErrors } from '@portal/common/errors';
import { walkFields, type FormField } from '@portal/common/forms/field-model';
import { COMMENT_MESSAGES } from '@portal/common/validation/approval';
import { AppError } from '../../errors.js';
import type { FormCategory } from '../forms/index.js';
import { type DepartmentTab, departmentTabOf } from '../prequal/index.js';

/**
 * The review pipeline's decision rules (admin specification section 5), pure: each takes
 * what the caller sent and answers the values to store, or throws BAD_USER_INPUT whose message is every
 * failed rule as a sentence ("Aggregate Limit is required. Bonding Limit is required.") and whose
 * fieldErrors carry the specification's words per field.
 */

export const DECISION_MESSAGES = {
  commentRequired: COMMENT_MESSAGES.required,
  commentTooLong: COMMENT_MESSAGES.tooLong,
  mitigationRequired: 'Mitigation Plan is required',
  noteRequired: 'Note is required',
} as const;

/** A comment must be under this many characters (the specification's 255, shared with the screens). */
export const COMMENT_LIMIT = COMMENT_MAX;

/** The limits, named as the specification's error catalogue rewrites them. */
export const LIMIT_NAMES = LIMIT_LABELS;
export type { LimitField };
export const LIMIT_FIELDS = Object.keys(LIMIT_NAMES) as LimitField[];
export type Limits = Record<LimitField, string>;

/** At most this many digits before the point (numeric(17,2)). */
const MAX_WHOLE_DIGITS = 15;

/** Field errors collected rule by rule, thrown together. */
class Problems {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }
  throwIfAny(): void {
    const messages = Object.values(this.errors);
    if (messages.length) throw AppError.badInput(sentences(messages), this.errors);
  }
}

/** Messages joined into sentences, each ending with a period. */
export function sentences(messages: readonly string[]): string {
  return messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
}

/** Text as sent: trimmed, blank is null. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text ? text : null;
}

/** A comment: optional unless `required`, always under 255 characters. */
function commentOf(value: unknown, required: boolean, problems: Problems, field = 'commentText'): string | null {
  const comment = textOf(value);
  if (!comment) {
    if (required) problems.add(field, DECISION_MESSAGES.commentRequired);
    return null;
  }
  if (comment.length >= COMMENT_LIMIT) problems.add(field, DECISION_MESSAGES.commentTooLong);
  return comment;
}

export type MoneyResult = { ok: true; value: string | null } | { ok: false };

/**
 * Exact money as typed into a currency input: "$1,250,000.5" is "1250000.50". `$`, commas and spaces are
 * stripped; at most 2 decimals; 0 or more; empty is null. Never a float: the digits are kept as text.
 */
export function parseMoney(raw: unknown): MoneyResult {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false };
    raw = String(raw);
  }
  if (typeof raw !== 'string') return { ok: false };
  const text = raw.replace(/[$,\s]/g, '');
  if (!text) return { ok: true, value: null };
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return { ok: false };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false };
  return { ok: true, value: `${whole}.${(match[2] ?? '').padEnd(2, '0')}` };
}

/** The money message of a limit that is not an amount. */
export function notMoney(name: string): string {
  return `${name} must be an amount of money (at most 2 decimals, 0 or more)`;
}

/**
 * The three limits: each exact money; those `required` must be given ("Aggregate Limit is required"); the
 * others default to 0 (`fallback` '0.00'), or stay null when `fallback` is null.
 */
function limitsOf(input: Partial<Record<LimitField, unknown>>, required: boolean, fallback: string | null, problems: Problems): Record<LimitField, string | null> {
  const out = {} as Record<LimitField, string | null>;
  for (const field of LIMIT_FIELDS) {
    const parsed = parseMoney(input[field]);
    if (!parsed.ok) {
      problems.add(field, notMoney(LIMIT_NAMES[field]));
      out[field] = null;
    } else if (parsed.value === null) {
      if (required) problems.add(field, `${LIMIT_NAMES[field]} is required`);
      out[field] = fallback;
    } else out[field] = parsed.value;
  }
  return out;
}

export interface DepartmentDecisionInput {
  status: DepartmentStatus;
  mitigationPlan?: unknown;
  commentText?: unknown;
  aggregateLimit?: unknown;
  singleLimit?: unknown;
  bondingLimit?: unknown;
}

export interface CheckedDepartmentDecision {
  status: DepartmentStatus;
  mitigationPlan: string | null;
  comment: string | null;
  aggregateLimit: string | null;
  singleLimit: string | null;
  bondingLimit: string | null;
}

/**
 * A department's decision on one category, checked (section 5): not approved needs a comment; approved with
 * risk mitigation needs a mitigation plan (and for financial the three limits); financial approved, bond
 * approval only and with meeting need the three limits; other categories' approvals and financial not
 * approved need none. The financial form's limits not required default to 0; other categories keep limits
 * only when given. Comments under 255 characters.
 */
export function checkDepartmentDecision(category: FormCategory, input: DepartmentDecisionInput): CheckedDepartmentDecision {
  const tab = departmentTabOf(category);
  const problems = new Problems();
  const comment = commentOf(input.commentText, departmentCommentRequired(input.status), problems);
  const mitigationPlan = textOf(input.mitigationPlan);
  if (!mitigationPlan && mitigationRequired(input.status)) problems.add('mitigationPlan', DECISION_MESSAGES.mitigationRequired);
  const limits = limitsOf(input, limitsRequired(tab, input.status), departmentOf(tab)?.limitsRequired ? '0.00' : null, problems);
  problems.throwIfAny();
  return { status: input.status, mitigationPlan, comment, ...limits };
}

/** The three limits of a limits edit (PATCH .../financial-limits): each required, exact money. */
export function checkFinancialLimits(input: Partial<Record<LimitField, unknown>>): Limits {
  const problems = new Problems();
  const limits = limitsOf(input, true, null, problems);
  problems.throwIfAny();
  return limits as Limits;
}

/** A mitigation plan of a plans edit: blank is null, refused where the category's decision needs one. */
export function checkMitigationPlan(status: DepartmentStatus, plan: unknown): string | null {
  const problems = new Problems();
  const text = textOf(plan);
  if (!text && mitigationRequired(status)) problems.add('mitigationPlan', DECISION_MESSAGES.mitigationRequired);
  problems.throwIfAny();
  return text;
}

/** Whether an overall status needs a comment: IN_PROGRESS (a return to the vendor) and a rejection. */
export function statusCommentRequired(status: string): boolean {
  return status === 'IN_PROGRESS' || status.endsWith('REJECTED');
}

/**
 * The comment of an overall status change (admin review, final review): required for IN_PROGRESS ("Return
 * to Vendor") and a rejection, optional otherwise; under 255 characters. Null when none.
 */
export function checkStatusComment(status: FinalDecision | 'IN_PROGRESS' | 'DEPARTMENT_REVIEW_PENDING' | string, commentText: unknown): string | null {
  const problems = new Problems();
  const comment = commentOf(commentText, statusCommentRequired(status), problems);
  problems.throwIfAny();
  return comment;
}

/** A flagged question as the admin reviewer sends it. */
export interface FlagInput {
  category: FormCategory;
  path: string;
  note: string;
}

/**
 * Whether `path` names a question of the form's fields: a field's slug (a repeatable group's child: in every
 * row), a group's slug, or a repeatable group's child as `group.child` or `group.<row>.child` (the paths the
 * answers' errors use).
 */
export function questionPathOk(fields: readonly FormField[], path: string): boolean {
  const plain = new Set<string>();
  const inRows = new Set<string>();
  for (const { field, dynamicGroup } of walkFields(fields)) {
    // A question's own slug always names it (in a repeatable group: in every row).
    plain.add(field.slug);
    if (dynamicGroup && dynamicGroup !== field) {
      plain.add(`${dynamicGroup.slug}.${field.slug}`);
      inRows.add(`${dynamicGroup.slug}.${field.slug}`);
    }
  }
  if (plain.has(path)) return true;
  const row = /^([^.]+)\.\d{1,4}\.([^.]+)$/.exec(path);
  return row ? inRows.has(`${row[1]}.${row[2]}`) : false;
}

/**
 * The flags of a return, checked and grouped by tab: each names a question of that tab's form (its own
 * template version's fields) and carries a note under 255 characters. `fieldsOf` gives a tab's form fields.
 */
export function checkFlags(
  flags: readonly FlagInput[],
  fieldsOf: (tab: DepartmentTab) => readonly FormField[] | null,
): Map<DepartmentTab, { path: string; note: string }[]> {
  const problems = new Problems();
  const byTab = new Map<DepartmentTab, { path: string; note: string }[]>();
  flags.forEach((flag, i) => {
    const tab = departmentTabOf(flag.category);
    const path = textOf(flag.path) ?? '';
    const note = textOf(flag.note);
    const fields = fieldsOf(tab);
    if (!fields || !questionPathOk(fields, path)) {
      problems.add(`flags.${i}.path`, `There is no question "${path}" in the ${tab.toLowerCase()} form`);
      return;
    }
    if (!note) return problems.add(`flags.${i}.note`, DECISION_MESSAGES.noteRequired);
    if (note.length >= COMMENT_LIMIT) return problems.add(`flags.${i}.note`, 'Note should be less than 255 characters');
    const list = byTab.get(tab) ?? [];
    if (!list.some((f) => f.path === path)) list.push({ path, note });
    byTab.set(tab, list);
  });
  problems.throwIfAny();
  return byTab;
}
