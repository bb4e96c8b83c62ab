import { parseAnswer } from '@portal/common/forms/answers';
import { answerableFields, isGroup, labelOf, rowFieldsOf, type AnswerField, type FormField } from '@portal/common/forms/field-model';

/**
 * What changed between two cycles' answers of one form, question by question ("Renewal diff").
 * Pure: the answers are compared over the current template version's fields (its labels name the
 * questions), each normalised the way validateAnswers stores it (money "1234.50", trimmed text, ...), a
 * multi-select or options checkbox compared as a set, and a repeatable group row by row, cell by cell.
 */

/** One changed question: `slug`, or `groupSlug.rowIndex.childSlug` in a repeatable group. null = unanswered. */
export interface QuestionChange {
  path: string;
  label: string;
  before: unknown;
  after: unknown;
}

type Plain = string | number | boolean | string[] | null;

function isSetValued(field: AnswerField): boolean {
  return field.type === 'multiSelectDropdown' || (field.type === 'checkbox' && !!field.props.options);
}

/** The answer as stored (or as given, if it no longer fits the field), null when blank; sets sorted. */
export function normalisedAnswer(field: AnswerField, raw: unknown): Plain {
  const parsed = parseAnswer(field, raw);
  let value: unknown;
  if ('value' in parsed) value = parsed.value;
  else if ('empty' in parsed) return null;
  else value = raw;
  if (Array.isArray(value)) {
    const items = value.map(String);
    return isSetValued(field) ? [...new Set(items)].sort() : items;
  }
  return value as Plain;
}

function same(a: Plain, b: Plain): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function rowsOf(raw: unknown): Record<string, unknown>[] {
  return Array.isArray(raw) ? raw.map((row) => (row && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : {})) : [];
}

/** The changed questions between `before` and `after`, in the fields' order. */
export function diffAnswers(
  fields: readonly FormField[],
  before: Readonly<Record<string, unknown>> | null | undefined,
  after: Readonly<Record<string, unknown>> | null | undefined,
): QuestionChange[] {
  const old = before ?? {};
  const now = after ?? {};
  const changes: QuestionChange[] = [];
  for (const field of answerableFields(fields)) {
    if (isGroup(field)) {
      const groupLabel = labelOf(field);
      const oldRows = rowsOf(old[field.slug]);
      const newRows = rowsOf(now[field.slug]);
      for (let i = 0; i < Math.max(oldRows.length, newRows.length); i++) {
        for (const child of rowFieldsOf(field)) {
          const a = oldRows[i] ? normalisedAnswer(child, oldRows[i]![child.slug]) : null;
          const b = newRows[i] ? normalisedAnswer(child, newRows[i]![child.slug]) : null;
          if (!same(a, b)) changes.push({ path: `${field.slug}.${i}.${child.slug}`, label: `${groupLabel}, row ${i + 1}: ${labelOf(child)}`, before: a, after: b });
        }
      }
      continue;
    }
    const a = normalisedAnswer(field, old[field.slug]);
    const b = normalisedAnswer(field, now[field.slug]);
    if (!same(a, b)) changes.push({ path: field.slug, label: labelOf(field), before: a, after: b });
  }
  return changes;
}

/**
 * The whole form as changed: the form's category differs from last cycle's (safety lite became safety, or
 * back), so last year's answers say nothing about this form and every one of its questions is reported,
 * answered or not (before is always null).
 */
export function wholeFormChanged(fields: readonly FormField[], after: Readonly<Record<string, unknown>> | null | undefined): QuestionChange[] {
  const now = after ?? {};
  return answerableFields(fields).flatMap((field): QuestionChange[] => {
    if (!isGroup(field)) return [{ path: field.slug, label: labelOf(field), before: null, after: normalisedAnswer(field, now[field.slug]) }];
    const rows = rowsOf(now[field.slug]);
    if (!rows.length) return [{ path: field.slug, label: labelOf(field), before: null, after: null }];
    return rows.flatMap((row, i) =>
      rowFieldsOf(field).map((child) => ({
        path: `${field.slug}.${i}.${child.slug}`,
        label: `${labelOf(field)}, row ${i + 1}: ${labelOf(child)}`,
        before: null,
        after: normalisedAnswer(child, row[child.slug]),
      })),
    );
  });
}
