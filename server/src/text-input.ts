import { isSecretField, MULTILINE_FIELDS, stripControlCharacters, TEXT_MESSAGES, textProblem, type TextProblem } from '@portal/common/validation/text-input';
import { AppError } from './errors.js';

/**
 * The input boundary for text, used by the REST facade (rest/http.ts, rest/csv-export.ts) and GraphQL
 * (graphql/apollo.ts, graphql/access.ts, graphql/upload.ts) before any service runs: text PostgreSQL cannot store
 * (a NUL, a lone UTF-16 surrogate) is refused naming the field, and control characters are stripped, keeping tabs
 * and line breaks only in the fields common/src/validation/text-input.ts declares multi-line. Lengths are the
 * services' zod schemas' and, as the last word, db/text-columns.ts's.
 */

export const NUL_MESSAGE = TEXT_MESSAGES.nul;

export interface UnstorableText {
  /** Where the text is ('' for the value itself; keys joined with dots). */
  path: string;
  problem: TextProblem;
}

/**
 * The first text in a value that PostgreSQL cannot store, or null. Object keys count (they can end up as jsonb
 * keys); only strings, arrays and plain objects are searched (an upload is not text). Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(path, String(i))]);
    } else if (isPlainObject(v)) {
      const entries = Object.entries(v);
      for (const [key] of entries) {
        const problem = textProblem(key);
        if (problem) return { path: join(path, key), problem };
      }
      for (const [key, child] of entries.toReversed()) stack.push([child, join(path, key)]);
    }
  }
  return null;
}

/** The refusal of text that cannot be stored; `where` names its place in the request (`the field "notes"`). */
export function unstorableTextError(found: UnstorableText, where: string, field?: string): AppError {
  const fieldErrors = field ? { [field]: found.problem === 'nul' ? NUL_MESSAGE : TEXT_MESSAGES.surrogate } : undefined;
  if (found.problem === 'nul') return new AppError('BAD_USER_INPUT', NUL_MESSAGE, { detail: `Remove it from ${where}.`, fieldErrors });
  return new AppError('BAD_USER_INPUT', `Text must be valid Unicode: ${where} holds a lone UTF-16 surrogate.`, {
    detail: `Send ${where} as well-formed Unicode text.`,
    fieldErrors,
  });
}

/**
 * Throws BAD_USER_INPUT when `value` holds text that cannot be stored; `where` names the part of the request,
 * `fields` says the paths are the caller's field names (answered as field errors too).
 */
export function refuseUnstorableText(value: unknown, where: (path: string) => string, opts: { fields?: boolean } = {}): void {
  const found = findUnstorableText(value);
  if (found) throw unstorableTextError(found, where(found.path), opts.fields && found.path ? found.path : undefined);
}

/**
 * Strips control characters from every text in a request's body or arguments, in place: all of them in a one-line
 * field, all but tabs and line feeds (CR LF becoming LF) in and under a multi-line one. Secrets are left as sent.
 * Returns the value (a string comes back cleaned).
 */
export function stripControlInput<T>(value: T, multiline = false): T {
  if (typeof value === 'string') return stripControlCharacters(value, multiline) as T;
  const stack: Array<[unknown, boolean]> = [[value, multiline]];
  while (stack.length) {
    const [v, ml] = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (typeof v[i] === 'string') v[i] = stripControlCharacters(v[i], ml);
        else stack.push([v[i], ml]);
      }
    } else if (isPlainObject(v)) {
      const o = v as Record<string, unknown>;
      for (const key of Object.keys(o)) {
        if (isSecretField(key)) continue;
        const childMl = ml || MULTILINE_FIELDS.has(key);
        const child = o[key];
        if (typeof child === 'string') o[key] = stripControlCharacters(child, childMl);
        else stack.push([child, childMl]);
      }
    }
  }
  return value;
}

/** An upload's file name as a service should see it: one line, no control characters; refused when unstorable. */
export function cleanFileName(fileName: string, field: string): string {
  const problem = textProblem(fileName);
  if (problem) throw unstorableTextError({ path: '', problem }, `the file name of "${field}"`, field);
  return stripControlCharacters(fileName, false);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** Parsed JSON, form bodies and GraphQL arguments are plain objects; some are made without a prototype. */
function isPlainObject(v: unknown): v is object {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
