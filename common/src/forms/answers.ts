import { cleanMultilineText, cleanText } from '../validation/fields.js';
import { FILE_MESSAGES } from '../validation/files.js';
import {
  answerableFields,
  isAnswerField,
  isGroup,
  labelOf,
  MAX_DYNAMIC_ROWS,
  rowFieldsOf,
  TEXT_AREA_MAX,
  TEXT_INPUT_MAX,
  type AnswerField,
  type FormField,
  type FormGroupField,
} from './field-model.js';

/**
 * A form's answers, checked against the template version the form began on. The vendor's screen and the
 * server both run `validateAnswers` with the same fields, so they cannot disagree.
 *
 * Answers are keyed by slug. The shape of each value:
 * - inputText: text -> string; number -> a whole number; float -> a number; currency -> an exact decimal
 *   string ("1234.50"; "$1,234.5" is accepted and written so);
 * - inputTextArea -> string; singleSelectDropdown and radio -> an option's value;
 *   multiSelectDropdown -> option values; checkbox -> true (no options: a confirmation) or option values;
 * - fileInput -> the fileId of one of the company's files;
 * - a repeatable formGroup -> its rows, each keyed by its children's slugs; the children of an ordinary
 *   group are answered by their own slugs.
 *
 * A draft may leave anything unanswered but may never hold an ill-typed answer; a submitted form answers
 * every field (the specification: "All mandatory"). A draft as it is stored (draftAnswers) also keeps an
 * answer of the right kind that breaks the question's own limits (an EMR of 9 where 0 to 5 are allowed, a
 * text shorter than asked): the vendor's typing is never thrown away, and only Submit demands validity.
 */

export type AnswerValue = string | number | boolean | string[] | AnswerRow[];
export type AnswerRow = Record<string, string | number | boolean | string[]>;
export type Answers = Record<string, AnswerValue>;
export type AnswerMode = 'draft' | 'submit';

export interface AnswerError {
  /** Where the error is, as a form library names it: `slug`, or `groupSlug.rowIndex.childSlug`. */
  path: string;
  slug: string;
  /** The question's label, to name it in messages. */
  label: string;
  message: string;
}

export type AnswersResult = { success: true; answers: Answers } | { success: false; errors: AnswerError[] };

export const ANSWER_MESSAGES = {
  required: 'Required',
  fileRequired: FILE_MESSAGES.required,
  rowRequired: 'Add at least one row',
  tooManyRows: `At most ${MAX_DYNAMIC_ROWS} rows`,
  wholeNumber: 'Must be a whole number',
  number: 'Must be a number',
  currency: 'Must be an amount such as 1234.56',
  option: 'Choose one of the options',
  text: 'Must be text',
  file: 'Must be an uploaded file',
  unknown: 'Unknown field',
  notAnObject: 'Answers must be an object keyed by field slug',
  rowNotAnObject: 'Each row must be an object keyed by field slug',
  atLeast: (min: number | string) => `Must be at least ${min}`,
  atMost: (max: number | string) => `Must be at most ${max}`,
  minLength: (min: number) => `Must be at least ${min} characters`,
  maxLength: (max: number) => `Must be at most ${max} characters`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,12})?$/;
const MONEY = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * An answer parsed: its typed value, blank, or why not. An answer of the right kind that breaks the question's
 * limits (a number out of range, a text shorter or longer than asked but within the size any text may have)
 * carries `kept`, the value a draft stores; an ill-typed or oversized one has none.
 */
type Parsed<T> = { value: T } | { empty: true } | { error: string; kept?: T };
const EMPTY = { empty: true } as const;

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

/** Money as cents, exactly (BigInt), from an exact decimal string or a limit given as a number. */
function cents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  const m = MONEY.exec(text);
  if (!m) throw new Error(`Not an amount: ${text}`);
  const value = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** "$1,234.5" -> "1234.50"; null when it is not an amount. */
export function normalizeMoney(raw: string | number): string | null {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.replace(/[$,\s]/g, '');
  const m = MONEY.exec(text);
  if (!m) return null;
  const whole = m[2]!.replace(/^0+(?=\d)/, '');
  const sign = m[1] && /[1-9]/.test(whole + (m[3] ?? '')) ? '-' : '';
  return `${sign}${whole}.${(m[3] ?? '').padEnd(2, '0')}`;
}

function parseNumber(raw: unknown, whole: boolean): Parsed<number> {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim().replace(/,/g, '') : null;
  if (text === null || !(whole ? WHOLE : DECIMAL).test(text)) return { error: whole ? ANSWER_MESSAGES.wholeNumber : ANSWER_MESSAGES.number };
  return { value: Number(text) };
}

function inRange(value: number, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && value < min) return ANSWER_MESSAGES.atLeast(min);
  if (max !== undefined && value > max) return ANSWER_MESSAGES.atMost(max);
  return null;
}

/**
 * A text answer; only a text area's keeps its tabs and line breaks. `cap` is the most any text of its kind may
 * hold: a text within it but outside the question's own limits is kept by a draft, a longer one never.
 */
function parseText(raw: unknown, min: number | undefined, max: number, cap: number, multiline = false): Parsed<string> {
  if (typeof raw !== 'string') return { error: ANSWER_MESSAGES.text };
  const value = (multiline ? cleanMultilineText(raw) : cleanText(raw)).trim();
  if (!value) return EMPTY;
  const keepable = value.length <= Math.max(cap, max);
  if (min !== undefined && value.length < min) return { error: ANSWER_MESSAGES.minLength(min), kept: value };
  if (value.length > max) return keepable ? { error: ANSWER_MESSAGES.maxLength(max), kept: value } : { error: ANSWER_MESSAGES.maxLength(max) };
  return { value };
}

function parseChoices(raw: unknown, allowed: Set<string>): Parsed<string[]> {
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !allowed.has(v))) return { error: ANSWER_MESSAGES.option };
  return raw.length ? { value: [...new Set(raw as string[])] } : EMPTY;
}

/** One answer of one field, typed and in range, or empty, or why not. */
export function parseAnswer(field: AnswerField, raw: unknown): Parsed<string | number | boolean | string[]> {
  if (isBlank(raw)) return EMPTY;
  switch (field.type) {
    case 'inputText': {
      const { type, minVal, maxVal } = field.props;
      if (type === 'text') return parseText(raw, minVal, maxVal ?? TEXT_INPUT_MAX, TEXT_INPUT_MAX);
      if (type === 'currency') {
        const money = typeof raw === 'string' || typeof raw === 'number' ? normalizeMoney(raw) : null;
        if (money === null) return { error: ANSWER_MESSAGES.currency };
        if (minVal !== undefined && cents(money) < cents(minVal)) return { error: ANSWER_MESSAGES.atLeast(minVal), kept: money };
        if (maxVal !== undefined && cents(money) > cents(maxVal)) return { error: ANSWER_MESSAGES.atMost(maxVal), kept: money };
        return { value: money };
      }
      const number = parseNumber(raw, type === 'number');
      if (!('value' in number)) return number;
      const outside = inRange(number.value, minVal, maxVal);
      return outside ? { error: outside, kept: number.value } : number;
    }
    case 'inputTextArea':
      return parseText(raw, undefined, field.props.maxVal ?? TEXT_AREA_MAX, TEXT_AREA_MAX, true);
    case 'singleSelectDropdown':
    case 'radio':
      return typeof raw === 'string' && field.props.options.some((o) => o.value === raw) ? { value: raw } : { error: ANSWER_MESSAGES.option };
    case 'multiSelectDropdown':
      return parseChoices(raw, new Set(field.props.options.map((o) => o.value)));
    case 'checkbox':
      if (field.props.options) return parseChoices(raw, new Set(field.props.options.map((o) => o.value)));
      if (raw === false) return EMPTY;
      return raw === true ? { value: true } : { error: ANSWER_MESSAGES.required };
    case 'fileInput':
      return typeof raw === 'string' && UUID.test(raw) ? { value: raw.toLowerCase() } : { error: ANSWER_MESSAGES.file };
  }
}

function requiredMessage(field: AnswerField): string {
  return field.type === 'fileInput' ? ANSWER_MESSAGES.fileRequired : ANSWER_MESSAGES.required;
}

/**
 * Checks answers against a template version's fields. In 'draft' mode unanswered fields are left out; in
 * 'submit' mode every field must be answered. Unknown slugs are always refused. On success, the answers
 * as stored: cleaned, typed, money normalized, blanks dropped.
 */
export function validateAnswers(fields: readonly FormField[], input: unknown, mode: AnswerMode): AnswersResult {
  const { answers, errors } = collect(fields, input, mode, false);
  return errors.length ? { success: false, errors } : { success: true, answers };
}

/** A draft as it is stored: the answers kept, the kept answers that Submit would refuse, and what a draft refuses. */
export interface DraftAnswers {
  /** Every answer a draft keeps (those refused left out): typed and cleaned as validateAnswers stores them. */
  answers: Answers;
  /** Kept, but outside the question's limits: Submit refuses them with these errors. */
  pending: AnswerError[];
  /** Not kept: ill-typed, oversized, an unknown slug. A save that has any is refused. */
  refused: AnswerError[];
}

/**
 * The answers as a draft stores them: blanks left out, answers of the right kind kept even when they break the
 * question's limits (listed in `pending`), and ill-typed, oversized or unknown answers refused (listed in
 * `refused`, left out of `answers`, so a save as the page unloads can still keep everything else).
 */
export function draftAnswers(fields: readonly FormField[], input: unknown): DraftAnswers {
  const { answers, errors, pending } = collect(fields, input, 'draft', true);
  return { answers, pending, refused: errors };
}

/** The answers parsed in `mode`; `keep` stores a kept (out-of-limits) answer and lists its error in `pending`. */
function collect(fields: readonly FormField[], input: unknown, mode: AnswerMode, keep: boolean): { answers: Answers; errors: AnswerError[]; pending: AnswerError[] } {
  const errors: AnswerError[] = [];
  const pending: AnswerError[] = [];
  const answers: Answers = {};
  const out = { answers, errors, pending };
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    errors.push({ path: '', slug: '', label: 'Form', message: ANSWER_MESSAGES.notAnObject });
    return out;
  }
  const given = input as Record<string, unknown>;
  const answerables = answerableFields(fields);
  const known = new Set(answerables.map((f) => f.slug));
  for (const slug of Object.keys(given)) {
    if (!known.has(slug)) errors.push({ path: slug, slug, label: slug, message: ANSWER_MESSAGES.unknown });
  }
  for (const field of answerables) {
    const raw = given[field.slug];
    if (isGroup(field)) {
      const rows = parseRows(field, raw, mode, keep, errors, pending);
      if (rows) answers[field.slug] = rows;
      continue;
    }
    const parsed = parseAnswer(field, raw);
    const where = { path: field.slug, slug: field.slug, label: labelOf(field) };
    if ('value' in parsed) answers[field.slug] = parsed.value;
    else if ('error' in parsed) {
      if (keep && parsed.kept !== undefined) answers[field.slug] = parsed.kept;
      (keep && parsed.kept !== undefined ? pending : errors).push({ ...where, message: parsed.error });
    } else if (mode === 'submit') errors.push({ ...where, message: requiredMessage(field) });
  }
  return out;
}

function parseRows(group: FormGroupField, raw: unknown, mode: AnswerMode, keep: boolean, errors: AnswerError[], pending: AnswerError[]): AnswerRow[] | null {
  const label = labelOf(group);
  if (isBlank(raw)) {
    if (mode === 'submit') errors.push({ path: group.slug, slug: group.slug, label, message: ANSWER_MESSAGES.rowRequired });
    return null;
  }
  if (!Array.isArray(raw)) {
    errors.push({ path: group.slug, slug: group.slug, label, message: ANSWER_MESSAGES.rowNotAnObject });
    return null;
  }
  if (raw.length > MAX_DYNAMIC_ROWS) {
    errors.push({ path: group.slug, slug: group.slug, label, message: ANSWER_MESSAGES.tooManyRows });
    return null;
  }
  const children = rowFieldsOf(group);
  const known = new Set(children.map((f) => f.slug));
  const rows: AnswerRow[] = [];
  raw.forEach((row: unknown, index) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      errors.push({ path: `${group.slug}.${index}`, slug: group.slug, label, message: ANSWER_MESSAGES.rowNotAnObject });
      return;
    }
    const given = row as Record<string, unknown>;
    for (const slug of Object.keys(given)) {
      if (!known.has(slug)) errors.push({ path: `${group.slug}.${index}.${slug}`, slug, label: slug, message: ANSWER_MESSAGES.unknown });
    }
    const parsedRow: AnswerRow = {};
    for (const field of children) {
      const path = `${group.slug}.${index}.${field.slug}`;
      const parsed = parseAnswer(field, given[field.slug]);
      const where = { path, slug: field.slug, label: `${label}, row ${index + 1}: ${labelOf(field)}` };
      if ('value' in parsed) parsedRow[field.slug] = parsed.value;
      else if ('error' in parsed) {
        if (keep && parsed.kept !== undefined) parsedRow[field.slug] = parsed.kept;
        (keep && parsed.kept !== undefined ? pending : errors).push({ ...where, message: parsed.error });
      } else if (mode === 'submit') errors.push({ ...where, message: requiredMessage(field) });
    }
    rows.push(parsedRow);
  });
  return rows;
}

/** "EMR 2024: Must be at least 0. Bank reference: Required." — the errors as one message, field by field. */
export function answerErrorsMessage(errors: readonly AnswerError[]): string {
  return errors.map((e) => (e.label ? `${e.label}: ${e.message}` : e.message).replace(/\.?$/, '.')).join(' ');
}

/** The answers a filled tree carries in its fields' userInput (the shape of GET/POST /vendor/prequal). */
export function answersOf(fields: readonly FormField[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of answerableFields(fields)) {
    if (field.userInput !== undefined && field.userInput !== null) answers[field.slug] = field.userInput;
  }
  return answers;
}

/** The template's fields with each answer in its field's userInput (a copy; the template is not touched). */
export function withAnswers(fields: readonly FormField[], answers: Readonly<Record<string, unknown>>): FormField[] {
  return fields.map((field) => {
    const copy = { ...field } as FormField & { userInput?: unknown };
    delete copy.userInput;
    const answer = answers[field.slug];
    const isAnswerable = isAnswerField(field) || (isGroup(field) && field.props.multipleDynamicInputs);
    if (isAnswerable && answer !== undefined) copy.userInput = answer;
    if (isGroup(field) && !field.props.multipleDynamicInputs) (copy as FormGroupField).children = withAnswers(field.children, answers);
    return copy;
  });
}

/** Every fileId the answers name (top level and in repeatable groups' rows), to check they are the company's own. */
export function fileIdsIn(fields: readonly FormField[], answers: Answers): string[] {
  const ids: string[] = [];
  for (const field of answerableFields(fields)) {
    const value = answers[field.slug];
    if (field.type === 'fileInput' && typeof value === 'string') ids.push(value);
    if (isGroup(field) && Array.isArray(value)) {
      for (const child of rowFieldsOf(field).filter((f) => f.type === 'fileInput')) {
        for (const row of value as AnswerRow[]) if (typeof row[child.slug] === 'string') ids.push(row[child.slug] as string);
      }
    }
  }
  return [...new Set(ids)];
}
