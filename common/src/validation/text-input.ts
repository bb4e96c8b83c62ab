/**
 * What every text a caller sends must be, and which texts may span lines (specification, vendor side section 5:
 * "Text inputs strip control characters"). The server's input boundary (server/src/text-input.ts) applies it to
 * every REST body and GraphQL argument before a service runs; the zod schemas (cleanText, cleanMultilineText in
 * fields.ts) apply the same rules to the fields they parse, for callers that are not HTTP (CSV import, seeds).
 * docs/decisions.md, "One input boundary for text", says why.
 */

/**
 * The input fields whose text may span lines: notes, comments, descriptions, mitigation plans, and the form
 * answers (a template's inputTextArea; the form engine takes the line breaks out of its one-line answers). A name
 * here covers the field wherever it appears, in a REST body or as a GraphQL argument or input field, and every
 * text nested under it (the answers are an object by slug, the REST form a tree of fields). Every other field is
 * one line: its tabs and line breaks are removed with the other control characters.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'notes',
  'note',
  'comment',
  'comments',
  'commentText',
  'description',
  'companyDescription',
  'mitigationPlan',
  'mitigationPlans',
  'plans',
  'answers',
  'formFields',
]);

/** Secrets are compared or hashed as sent, never cleaned: a changed password would not match the next sign-in. */
export function isSecretField(name: string): boolean {
  return /password|token/i.test(name);
}

// Unicode's control characters (general category Cc: C0, DEL and C1).
const CONTROL = /\p{Cc}/gu;
// The same but the tab and the line feed, which a multi-line text keeps.
const CONTROL_BUT_TAB_AND_LF = /[^\P{Cc}\t\n]/gu;

/**
 * A text without control characters. A multi-line text keeps its tabs and line breaks, each break as one line
 * feed (CR LF and a lone CR become LF); a one-line text loses them like any other control character.
 */
export function stripControlCharacters(value: string, multiline: boolean): string {
  if (!multiline) return value.replace(CONTROL, '');
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_TAB_AND_LF, '');
}

/** What makes a text impossible to store: PostgreSQL keeps no NUL, and no lone UTF-16 surrogate in jsonb or UTF-8. */
export type TextProblem = 'nul' | 'surrogate';

// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(value: string): TextProblem | null {
  if (value.includes('\0')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return null;
}

export const TEXT_MESSAGES = {
  nul: 'Text may not contain NUL characters.',
  surrogate: 'Text must be valid Unicode (it holds a lone UTF-16 surrogate).',
  /** The specification's length message where a field has a minimum ("{field} must be between {min} and {max} characters"). */
  between: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max} characters`,
  atMost: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;
