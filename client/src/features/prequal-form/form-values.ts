import { answersOf } from '@portal/common/forms/answers';
import { isAnswerField, isGroup, rowFieldsOf, walkFields, type AnswerField, type FormField, type FormGroupField } from '@portal/common/forms/field-model';

/**
 * The vendor form's values as react-hook-form holds them: the answers map keyed by slug (see
 * common/src/forms/answers.ts), with every control's value present (blank when unanswered) so each
 * control is controlled from its first render. A repeatable group's value is its rows.
 */
export type ControlValue = string | boolean | string[];
export type RowValues = Record<string, ControlValue>;
export type FormValues = Record<string, ControlValue | RowValues[]>;

/** The form name of a field: its slug, inside a repeatable group's row `group.<index>.<slug>`. */
export function fieldName(prefix: string, slug: string): string {
  return `${prefix}${slug}`;
}

/** What a control shows for a stored answer (numbers as typed text), or its blank / default value. */
export function controlValueOf(field: AnswerField, answer: unknown): ControlValue {
  switch (field.type) {
    case 'inputText':
    case 'inputTextArea':
      if (typeof answer === 'string') return answer;
      if (typeof answer === 'number') return String(answer);
      return field.props.defaultValue ?? '';
    case 'singleSelectDropdown':
    case 'radio':
    case 'fileInput':
      return typeof answer === 'string' ? answer : '';
    case 'multiSelectDropdown':
      return Array.isArray(answer) ? answer.filter((v): v is string => typeof v === 'string') : [];
    case 'checkbox':
      if (field.props.options) return Array.isArray(answer) ? answer.filter((v): v is string => typeof v === 'string') : [];
      return answer === true;
  }
}

/** A new, blank row of a repeatable group (defaults filled in). */
export function emptyRowOf(group: FormGroupField): RowValues {
  const row: RowValues = {};
  for (const field of rowFieldsOf(group)) row[field.slug] = controlValueOf(field, undefined);
  return row;
}

function rowsOf(group: FormGroupField, answer: unknown): RowValues[] {
  const given = Array.isArray(answer) ? answer.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object' && !Array.isArray(r)) : [];
  if (!given.length) return [emptyRowOf(group)];
  return given.map((stored) => {
    const row: RowValues = {};
    for (const field of rowFieldsOf(group)) row[field.slug] = controlValueOf(field, stored[field.slug]);
    return row;
  });
}

/**
 * The form's starting values from a filled tree (each field's `userInput`), or blank for a template:
 * every answer field outside repeatable groups by its slug, every repeatable group with at least one row.
 */
export function defaultValuesOf(fields: readonly FormField[]): FormValues {
  const answers = answersOf(fields);
  const values: FormValues = {};
  for (const { field, dynamicGroup } of walkFields(fields)) {
    if (dynamicGroup || !field.slug) continue;
    if (isGroup(field)) {
      if (field.props.multipleDynamicInputs) values[field.slug] = rowsOf(field, answers[field.slug]);
    } else if (isAnswerField(field)) {
      values[field.slug] = controlValueOf(field, answers[field.slug]);
    }
  }
  return values;
}

/** Deep equality of form values (key order ignored): whether anything changed since the last save. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValues(v, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

/** The values as they are now, detached from the form's own objects (which change as the vendor types). */
export function snapshot(values: FormValues): FormValues {
  return JSON.parse(JSON.stringify(values)) as FormValues;
}
