/**
 * The vendor registration form (form id `vendor_registration`), shared by the client form and the server.
 *
 * Modes (specification: vendor side sections 2 and 5, admin side section 5):
 * - `registration`: the normal submit; every required rule applies.
 * - `draft`: "Save as a draft"; only the company name is required ("Company name is required.").
 * - `generalInfo`: the vendor's General Info edit; no required checks, but formats and limits still apply.
 *   (The PATCH leaves out taxId and companyName; absent fields stay absent in the output.)
 *
 * Normalisation, in every mode:
 * - Text is passed through cleanText (control characters stripped, basic entities decoded) and trimmed;
 *   a blank text becomes null. A key that was not sent stays absent (undefined) in the output, so a
 *   partial update can tell "not sent" from "cleared".
 * - Money (averageProjectSize, largestProjectSize, annualVolume, bondableRate, contractVolume) accepts
 *   "$1,250,000.50": $, commas and spaces are stripped, then it must be a non-negative amount with at most
 *   2 decimals. It stays a decimal string ("1250000.50"): money is never a float.
 * - noOfEmployees becomes a positive integer, emr a number from 0 to 10.
 * - Multi-selects accept one string or a list; blanks and duplicates are dropped.
 * - A dependent field whose controlling choice hides it (bondable not 'true', self-perform status not
 *   "sub-out partial scopes", Other not chosen, how-heard not the employee referral) is neither validated
 *   nor kept: it comes out null. A controlling field that was not sent hides nothing.
 *
 * Uploaded files: the form's `w9File` and `generalContractReferencesDocument` are uploads, not schema
 * fields. The schema takes a presence indicator for each, `hasW9File` and
 * `hasGeneralContractReferencesDocument` (boolean, or 'true'/'false' from a multipart body): the client
 * sets it from its file input (a chosen file, or one already stored for the vendor); the server sets it
 * from the uploaded parts plus the vendor's stored files. Errors are reported on the upload's own name
 * (path `w9File`), so both sides show them on the file control. The files' name and size rules are in
 * ./files.js.
 */
import { z } from 'zod';
import { PHONE_MAX } from '../constants.js';
import type { FieldErrors } from '../errors.js';
import { BONDABLE_TRUE } from '../lookups/bondable.js';
import { COMPANY_PERFORM_ACTION_OTHER } from '../lookups/company-perform-actions.js';
import { COUNTRIES, DEFAULT_COUNTRY, regionsOf } from '../lookups/countries.js';
import { HOW_HEARD_EMPLOYEE_REFERRAL } from '../lookups/how-heard.js';
import { SCOPE_SUB_OUT_PARTIAL } from '../lookups/scope-options.js';
import { TRADES_BY_WORK_TYPE, tradesOf } from '../lookups/trades-by-work-type.js';
import type { LookupList } from '../lookups/types.js';
import { cleanMultilineText, cleanText, PHONE_PATTERN } from './fields.js';
import {
  EMAIL_MAX,
  EMPLOYEES_MAX,
  EMR_MAX,
  EMR_MIN,
  isRequiredIn,
  MAX_CONTACTS,
  MAX_SECONDARY_TRADES,
  MONEY_PATTERN,
  NAME_MAX,
  presenceKeyOf,
  PROFILE_FIELDS,
  profileFieldNames,
  REGISTRATION_MESSAGES,
  REGISTRATION_MODES,
  TEXT_MAX,
  URL_MAX,
  WEBSITE_PATTERN,
  type ProfileField,
  type ProfileFieldRow,
  type ProfileFieldsOf,
  type RegistrationMode,
} from './registration-fields.js';

// ---------------------------------------------------------------------------------------------
// Constants, labels and messages
// ---------------------------------------------------------------------------------------------

export const REGISTRATION_FORM_ID = 'vendor_registration';

export {
  EMAIL_MAX,
  EMPLOYEES_MAX,
  EMR_MAX,
  EMR_MIN,
  MAX_CONTACTS,
  MAX_SECONDARY_TRADES,
  MONEY_PATTERN,
  NAME_MAX,
  REGISTRATION_MESSAGES,
  REGISTRATION_MODES,
  TEXT_MAX,
  URL_MAX,
  WEBSITE_PATTERN,
};
export type { RegistrationMode };

const CONTACT_FIELD_LABELS = {
  'contacts.firstName': 'First Name',
  'contacts.lastName': 'Last Name',
  'contacts.jobTitle': 'Job Title',
  'contacts.email': 'Email',
  'contacts.cellPhone': 'Phone',
} as const;

type ProfileLabels = { readonly [F in ProfileFieldRow as F['name']]: F['label'] };

/**
 * Field path -> label, in form order (the rows of ./registration-fields.ts). Required messages are
 * "<Label> is required" with these labels, and the failed-submit modal lists them. Contact fields are
 * keyed `contacts.<field>`; use `labelForPath` for a path with an index ("contacts.1.email" -> "Contact 2 Email").
 */
export const REGISTRATION_FIELD_LABELS: ProfileLabels & typeof CONTACT_FIELD_LABELS = {
  ...(Object.fromEntries(PROFILE_FIELDS.map((f) => [f.name, f.label])) as ProfileLabels),
  ...CONTACT_FIELD_LABELS,
};

export type RegistrationFieldPath = keyof typeof REGISTRATION_FIELD_LABELS;
type ContactFieldKey = 'firstName' | 'lastName' | 'jobTitle' | 'email' | 'cellPhone';

const L = REGISTRATION_FIELD_LABELS;
const requiredMessage = (label: string) => `${label} is required`;
const notValidMessage = (label: string) => `${label} is not valid`;
const atMostMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
const phoneFormatMessage = (label: string) => `${label} must be in the format NNN-NNN-NNNN`;
const moneyMessage = (label: string) => `${label} must be a valid amount of 0 or more with at most 2 decimals`;

// ---------------------------------------------------------------------------------------------
// Normalisers (plain functions; also used by the visibility helpers on raw form values)
// ---------------------------------------------------------------------------------------------

/** Cleaned, trimmed text; blank -> null; undefined stays undefined; numbers become text; other types pass through (and fail). */
function normalizeText(v: unknown): unknown {
  return normalizeAnyText(v, cleanText);
}

/** normalizeText for a field that may span lines. */
function normalizeMultilineText(v: unknown): unknown {
  return normalizeAnyText(v, cleanMultilineText);
}

function normalizeAnyText(v: unknown, clean: (text: string) => string): unknown {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return v;
  const t = clean(v).trim();
  return t === '' ? null : t;
}

/** A non-blank cleaned string, else null; never throws on odd input. */
function textOrNull(v: unknown): string | null {
  const t = normalizeText(v);
  return typeof t === 'string' ? t : null;
}

function normalizeList(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (v === null) return [];
  const items = Array.isArray(v) ? v : typeof v === 'string' ? [v] : v;
  if (!Array.isArray(items)) return items;
  const out: unknown[] = [];
  for (const item of items) {
    const t = normalizeText(item);
    if (t === null || t === undefined) continue;
    if (typeof t === 'string' && out.includes(t)) continue;
    out.push(t);
  }
  return out;
}

function listOrEmpty(v: unknown): string[] {
  const l = normalizeList(v);
  return Array.isArray(l) ? l.filter((x): x is string => typeof x === 'string') : [];
}

function normalizeMoney(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'invalid';
  if (typeof v !== 'string') return v;
  const t = cleanText(v).replace(/[$,\s]/g, '');
  return t === '' ? null : t;
}

/** "007.50" -> "7.50", ".5" -> "0.5", "12." -> "12". */
function canonicalMoney(v: string): string {
  const [intPart = '', frac = ''] = v.split('.');
  const int = intPart.replace(/^0+(?=\d)/, '') || '0';
  return frac ? `${int}.${frac}` : int;
}

function normalizeInteger(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = cleanText(v).replace(/[,\s]/g, '');
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : t;
}

function normalizeFloat(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = cleanText(v).trim();
  if (t === '') return null;
  return /^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : t;
}

function normalizeBoolString(v: unknown): unknown {
  if (typeof v === 'boolean') return String(v);
  return normalizeText(v);
}

const TRUTHY = new Set(['true', '1', 'on', 'yes']);
/** Presence indicators: true, 1, 'true', '1', 'on', 'yes' -> true; anything else -> false. */
function toPresence(v: unknown): boolean {
  if (v === true || v === 1) return true;
  return typeof v === 'string' && TRUTHY.has(v.trim().toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

/**
 * Every field accepts an absent key at runtime (its pipeline starts optional) and reports
 * "<Label> is required" itself when it is required. These types say the same thing to TypeScript:
 * keys are optional on input; a required field's output key is always there and never null.
 */
type FieldSchema<O, I, OptionalOut extends boolean> = z.ZodType<
  O,
  I,
  z.core.$ZodTypeInternals<O, I> & { optin: 'optional'; optout: OptionalOut extends true ? 'optional' : undefined }
>;
type Req<R extends boolean, T> = R extends true ? T : T | null | undefined;
type Loose<R extends boolean> = R extends true ? false : true;

type TextInput = string | null | undefined;
type NumberInput = string | number | null | undefined;
type ListInput = string[] | string | null | undefined;
type PresenceInput = boolean | string | null | undefined;

function field<O, I, OptionalOut extends boolean>(schema: z.ZodType): FieldSchema<O, I, OptionalOut> {
  return schema as unknown as FieldSchema<O, I, OptionalOut>;
}

/** z.unknown().optional(): lets an absent key through to the normaliser (which reports it when required). */
const raw = () => z.unknown().optional();

/** The type error of a value's schema: nothing given -> required, something odd given -> not valid. */
const typeError = (required: string, invalid: string) => (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? required : invalid);

interface TextRules {
  max?: number;
  lengthMessage?: string;
  pattern?: RegExp;
  patternMessage?: string;
  requiredMessage?: string;
  /** The field may span lines (keeps its tabs and line breaks); see MULTILINE_FIELDS in text-input.ts. */
  multiline?: boolean;
}

function text<R extends boolean>(label: string, required: R, rules: TextRules = {}) {
  const req = rules.requiredMessage ?? requiredMessage(label);
  const max = rules.max ?? TEXT_MAX;
  let s = z.string({ error: typeError(req, notValidMessage(label)) }).max(max, rules.lengthMessage ?? atMostMessage(label, max));
  if (rules.pattern) s = s.regex(rules.pattern, rules.patternMessage ?? notValidMessage(label));
  return field<Req<R, string>, TextInput, Loose<R>>(
    raw()
      .transform(rules.multiline ? normalizeMultilineText : normalizeText)
      .pipe(required ? s : s.nullish()),
  );
}

function phone<R extends boolean>(label: string, required: R, max = PHONE_MAX) {
  return text(label, required, { max, pattern: PHONE_PATTERN, patternMessage: phoneFormatMessage(label) });
}

function email<R extends boolean>(required: R) {
  const s = z.email({ error: typeError(REGISTRATION_MESSAGES.emailRequired, REGISTRATION_MESSAGES.emailInvalid) }).max(EMAIL_MAX, REGISTRATION_MESSAGES.emailInvalid);
  return field<Req<R, string>, TextInput, Loose<R>>(
    raw()
      .transform(normalizeText)
      .pipe(required ? s : s.nullish())
      .transform((v) => (typeof v === 'string' ? v.toLowerCase() : v)),
  );
}

/** A single choice from a list; `allowed` null accepts any text (checked elsewhere). */
function choice<R extends boolean, V extends string>(label: string, required: R, options: LookupList<V> | null, normalize: (v: unknown) => unknown = normalizeText) {
  const allowed = options ? new Set<string>(options.map((o) => o.value)) : null;
  const s = z.string({ error: typeError(requiredMessage(label), notValidMessage(label)) }).refine((v) => !allowed || allowed.has(v), notValidMessage(label));
  return field<Req<R, V>, TextInput, Loose<R>>(
    raw()
      .transform(normalize)
      .pipe(required ? s : s.nullish()),
  );
}

interface ListRules {
  max?: number;
  maxMessage?: string;
}

function multi<R extends boolean, V extends string>(label: string, required: R, options: LookupList<V> | null, rules: ListRules = {}) {
  const allowed = options ? new Set<string>(options.map((o) => o.value)) : null;
  let s = z.array(z.string({ error: notValidMessage(label) }), { error: typeError(requiredMessage(label), notValidMessage(label)) });
  if (required) s = s.min(1, requiredMessage(label));
  if (rules.max !== undefined) s = s.max(rules.max, rules.maxMessage ?? notValidMessage(label));
  const checked = s.refine((list) => !allowed || list.every((v) => allowed.has(v)), notValidMessage(label));
  return field<R extends true ? V[] : V[] | undefined, ListInput, Loose<R>>(
    raw()
      .transform(normalizeList)
      .pipe(required ? checked : checked.optional()),
  );
}

function money<R extends boolean>(label: string, required: R) {
  const s = z
    .string({ error: typeError(requiredMessage(label), moneyMessage(label)) })
    .regex(MONEY_PATTERN, moneyMessage(label))
    .transform(canonicalMoney);
  return field<Req<R, string>, NumberInput, Loose<R>>(
    raw()
      .transform(normalizeMoney)
      .pipe(required ? s : s.nullish()),
  );
}

/** A whole number within the row's min..max (number of employees). */
function integer<R extends boolean>(f: ProfileField, required: R) {
  const invalid = f.invalidMessage ?? notValidMessage(f.label);
  let s = z.number({ error: typeError(requiredMessage(f.label), invalid) }).int(invalid);
  if (f.min !== undefined) s = s.min(f.min, invalid);
  if (f.max !== undefined) s = s.max(f.max, f.maxMessage ?? invalid);
  return field<Req<R, number>, NumberInput, Loose<R>>(
    raw()
      .transform(normalizeInteger)
      .pipe(required ? s : s.nullish()),
  );
}

/** A number within the row's min..max (EMR). */
function decimal<R extends boolean>(f: ProfileField, required: R) {
  const invalid = f.invalidMessage ?? notValidMessage(f.label);
  let s = z.number({ error: typeError(requiredMessage(f.label), invalid) });
  if (f.min !== undefined) s = s.min(f.min, invalid);
  if (f.max !== undefined) s = s.max(f.max, f.maxMessage ?? invalid);
  return field<Req<R, number>, NumberInput, Loose<R>>(
    raw()
      .transform(normalizeFloat)
      .pipe(required ? s : s.nullish()),
  );
}

function presence() {
  return field<boolean, PresenceInput, false>(raw().transform(toPresence));
}

/** The country; in registration mode an absent value means the default, United States. */
function country<R extends boolean>(label: string, required: R) {
  const allowed = new Set(COUNTRIES.map((c) => c.value));
  const s = z.string({ error: typeError(requiredMessage(label), notValidMessage(label)) }).refine((v) => allowed.has(v), notValidMessage(label));
  const normalize = (v: unknown) => (v === undefined && required ? DEFAULT_COUNTRY : normalizeText(v));
  return field<Req<R, string>, TextInput, Loose<R>>(
    raw()
      .transform(normalize)
      .pipe(required ? s : s.nullish()),
  );
}

const contactId = () =>
  field<string | null | undefined, string | number | null | undefined, true>(
    raw()
      .transform(normalizeText)
      .pipe(z.string({ error: 'Contact is not valid' }).max(TEXT_MAX).nullish()),
  );

function contactShape<R extends boolean>(required: R) {
  return {
    contactId: contactId(),
    firstName: text(L['contacts.firstName'], required, { max: NAME_MAX }),
    lastName: text(L['contacts.lastName'], required, { max: NAME_MAX }),
    jobTitle: text(L['contacts.jobTitle'], required, { max: NAME_MAX }),
    email: email(required),
    cellPhone: phone(L['contacts.cellPhone'], required),
  };
}

/**
 * The form's fields by what they hold (from the table): the client fills its inputs and the server copies
 * values onto its columns by these lists. Company name stands apart: once saved it is never blank, so
 * each side treats it on its own.
 */
export const REGISTRATION_TEXT_FIELDS = profileFieldNames(['text', 'phone', 'choice', 'country']).filter(
  (f): f is Exclude<ProfileFieldsOf<'text' | 'phone' | 'choice' | 'country'>['name'], 'companyName'> => f !== 'companyName',
);
export const REGISTRATION_MONEY_FIELDS = profileFieldNames(['money']);
export const REGISTRATION_LIST_FIELDS = profileFieldNames(['multi']);
/** Whole numbers and numbers (number of employees, EMR). */
export const REGISTRATION_NUMBER_FIELDS = profileFieldNames(['integer', 'number']);
export const REGISTRATION_CONTACT_FIELDS = ['firstName', 'lastName', 'jobTitle', 'email', 'cellPhone'] as const satisfies readonly ContactFieldKey[];
const CONTACT_FIELDS = REGISTRATION_CONTACT_FIELDS;

function isBlankContact(c: unknown): boolean {
  if (c === null || c === undefined) return true;
  if (typeof c !== 'object') return false;
  const rec = c as Record<string, unknown>;
  return CONTACT_FIELDS.every((k) => textOrNull(rec[k]) === null);
}

/**
 * The contacts list: the first is the primary contact. In registration mode a missing or empty list
 * is read as one blank primary contact, so its fields report "<Label> is required" where the form shows them.
 */
function contacts<R extends boolean>(required: R) {
  const item = z.object(contactShape(required));
  type Contact = z.output<typeof item>;
  type ContactInput = z.input<typeof item>;
  const list = z.array(item, { error: notValidMessage(L.contacts) }).max(MAX_CONTACTS, REGISTRATION_MESSAGES.tooManyContacts);
  return field<R extends true ? Contact[] : Contact[] | undefined, ContactInput[] | null | undefined, Loose<R>>(
    raw()
      .transform((v) => {
        if (v === null || (Array.isArray(v) && v.length === 0)) return required ? [{}] : [];
        if (v === undefined) return required ? [{}] : undefined;
        return v;
      })
      .pipe(required ? list : list.optional()),
  );
}

type ContactsSchema<R extends boolean> = ReturnType<typeof contacts<R>>;

/** Whether a row is required in a mode, as a type. */
type RequiredIn<F, M extends RegistrationMode> = F extends { requiredIn: readonly (infer X)[] } ? (M extends X ? true : false) : false;

/** A row's schema type (what the row's kind builds, below). */
type SchemaOf<F, R extends boolean> = F extends { kind: 'text' | 'phone' | 'country' }
  ? FieldSchema<Req<R, string>, TextInput, Loose<R>>
  : F extends { kind: 'choice'; options: LookupList<infer V> }
    ? FieldSchema<Req<R, V>, TextInput, Loose<R>>
    : F extends { kind: 'choice' }
      ? FieldSchema<Req<R, string>, TextInput, Loose<R>>
      : F extends { kind: 'multi'; options: LookupList<infer V> }
        ? FieldSchema<R extends true ? V[] : V[] | undefined, ListInput, Loose<R>>
        : F extends { kind: 'multi' }
          ? FieldSchema<R extends true ? string[] : string[] | undefined, ListInput, Loose<R>>
          : F extends { kind: 'money' }
            ? FieldSchema<Req<R, string>, NumberInput, Loose<R>>
            : F extends { kind: 'integer' | 'number' }
              ? FieldSchema<Req<R, number>, NumberInput, Loose<R>>
              : F extends { kind: 'contacts' }
                ? ContactsSchema<R>
                : FieldSchema<boolean, PresenceInput, false>;

/** The key a row takes in the schema: its name, or has<Name> for an upload's presence. */
type SchemaKeyOf<F extends { name: string; kind: string }> = F extends { kind: 'upload' } ? `has${Capitalize<F['name']>}` : F['name'];

/** The zod shape of a mode, one entry per row of the table. */
export type RegistrationShape<M extends RegistrationMode> = { [F in ProfileFieldRow as SchemaKeyOf<F>]: SchemaOf<F, RequiredIn<F, M>> };

/** A row's schema in a mode: its kind picks the builder, its rules fill it. */
export function profileFieldSchema(f: ProfileField, mode: RegistrationMode): z.ZodType {
  const required = isRequiredIn(f, mode);
  switch (f.kind) {
    case 'text':
      return text(f.label, required, {
        max: f.max,
        lengthMessage: f.maxMessage,
        pattern: f.pattern,
        patternMessage: f.invalidMessage,
        requiredMessage: f.requiredMessage?.[mode],
        multiline: f.multiline,
      });
    case 'phone':
      return phone(f.label, required, f.max);
    case 'choice':
      return choice(f.label, required, f.options ?? null, f.booleanText ? normalizeBoolString : normalizeText);
    case 'multi':
      return multi(f.label, required, f.options ?? null, { max: f.max, maxMessage: f.maxMessage });
    case 'money':
      return money(f.label, required);
    case 'integer':
      return integer(f, required);
    case 'number':
      return decimal(f, required);
    case 'country':
      return country(f.label, required);
    case 'contacts':
      return contacts(required);
    case 'upload':
      return presence();
  }
}

/** The zod shape of a mode from a table of fields (the profile's, or a test's longer one). */
export function registrationShape<M extends RegistrationMode>(mode: M, fields: readonly ProfileField[] = PROFILE_FIELDS): RegistrationShape<M> {
  return Object.fromEntries(fields.map((f) => [f.kind === 'upload' ? presenceKeyOf(f.name) : f.name, profileFieldSchema(f, mode)])) as RegistrationShape<M>;
}

// ---------------------------------------------------------------------------------------------
// Dependent fields (pure helpers, usable on raw form values as well as parsed ones)
// ---------------------------------------------------------------------------------------------

type AnyValues = Readonly<Record<string, unknown>>;

/** The state is required only for the United States. */
export function isStateRequired(country: unknown): boolean {
  return textOrNull(country) === DEFAULT_COUNTRY;
}
/** "Sub-out partial scopes" reveals partialScopes. */
export function isPartialScopesShown(values: AnyValues): boolean {
  return textOrNull(values.selfPerformStatus) === SCOPE_SUB_OUT_PARTIAL;
}
/** Bondable 'true' reveals the bondable limit (bondableRate). */
export function isBondableLimitShown(values: AnyValues): boolean {
  return textOrNull(normalizeBoolString(values.bondable)) === BONDABLE_TRUE;
}
/** Other in companyPerformActions reveals otherCompanyFollows. */
export function isOtherCompanyFollowsShown(values: AnyValues): boolean {
  return listOrEmpty(values.companyPerformActions).includes(COMPANY_PERFORM_ACTION_OTHER);
}
/** The employee-referral how-heard option reveals harkinsEmployeeName (a list containing it counts too). */
export function isEmployeeNameShown(values: AnyValues): boolean {
  return listOrEmpty(values.howHeard).includes(HOW_HEARD_EMPLOYEE_REFERRAL);
}
/** Add Contact is offered while the list has 2 or fewer entries. */
export function canAddContact(contactCount: number): boolean {
  return contactCount < MAX_CONTACTS;
}
/** Only contacts after the first (the primary) can be removed. */
export function canRemoveContact(index: number): boolean {
  return index > 0;
}

/** Each revealed field, the field that controls it, and whether it is shown. */
const REVEALED_FIELDS = [
  { field: 'partialScopes', controller: 'selfPerformStatus', shown: isPartialScopesShown },
  { field: 'bondableRate', controller: 'bondable', shown: isBondableLimitShown },
  { field: 'otherCompanyFollows', controller: 'companyPerformActions', shown: isOtherCompanyFollowsShown },
  { field: 'harkinsEmployeeName', controller: 'howHeard', shown: isEmployeeNameShown },
] as const;

/** Fields emptied when another field changes (specification: country -> state; work category -> trades). */
export const FIELDS_CLEARED_ON_CHANGE = {
  officeLocationCountry: ['officeLocationState'],
  workPerformedCategory: ['primaryTrade', 'secondaryTrades'],
} as const satisfies Partial<Record<RegistrationFieldPath, readonly RegistrationFieldPath[]>>;

export type FieldChange = string | { readonly field: string; readonly previous?: unknown; readonly next?: unknown };

/**
 * The fields to clear when a field changes. Pass the field name, or `{ field, previous, next }`
 * to get nothing back when the value did not actually change.
 */
export function fieldsToClearOn(change: FieldChange): readonly RegistrationFieldPath[] {
  const name = typeof change === 'string' ? change : change.field;
  if (typeof change !== 'string' && 'previous' in change && 'next' in change && sameValue(change.previous, change.next)) return [];
  return Object.prototype.hasOwnProperty.call(FIELDS_CLEARED_ON_CHANGE, name) ? FIELDS_CLEARED_ON_CHANGE[name as keyof typeof FIELDS_CLEARED_ON_CHANGE] : [];
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b || ((a ?? '') === '' && (b ?? '') === '');
}

const MULTI_FIELDS: ReadonlySet<string> = new Set(REGISTRATION_LIST_FIELDS);

/** The empty value a form input takes when cleared: [] for multi-selects, '' otherwise. */
export function emptyValueOf(field: RegistrationFieldPath): '' | [] {
  return MULTI_FIELDS.has(field) ? [] : '';
}

/** Sets one field and clears the fields that depend on it when the value changed. Returns a new object. */
export function applyFieldChange<T extends object>(values: T, field: keyof T & string, next: unknown): T {
  const previous = (values as Record<string, unknown>)[field];
  const out: Record<string, unknown> = { ...values, [field]: next };
  for (const dep of fieldsToClearOn({ field, previous, next })) out[dep] = emptyValueOf(dep);
  return out as T;
}

/**
 * Before validation: a revealed field whose controller (when sent) hides it becomes null, so it is
 * neither validated nor stored. Blank secondary contacts are dropped outside registration mode.
 */
function hideDependents(mode: RegistrationMode) {
  return (input: unknown): unknown => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const r of REVEALED_FIELDS) {
      if (out[r.controller] !== undefined && out[r.field] !== undefined && !r.shown(out)) out[r.field] = null;
    }
    if (mode !== 'registration' && Array.isArray(out.contacts)) {
      out.contacts = out.contacts.filter((c, i) => i === 0 || !isBlankContact(c));
    }
    return out;
  };
}

// ---------------------------------------------------------------------------------------------
// Cross-field rules
// ---------------------------------------------------------------------------------------------

function crossFieldRules(mode: RegistrationMode) {
  return (v: AnyValues, ctx: { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void }) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });

    // formats and limits, every mode
    const country = textOrNull(v.officeLocationCountry);
    const state = textOrNull(v.officeLocationState);
    if (country && state) {
      const regions = regionsOf(country);
      if (regions.length > 0 && !regions.some((r) => r.value === state)) issue(['officeLocationState'], notValidMessage(L.officeLocationState));
    }
    const category = textOrNull(v.workPerformedCategory);
    const tradeOk = (code: string) =>
      category && Object.prototype.hasOwnProperty.call(TRADES_BY_WORK_TYPE, category)
        ? tradesOf(category).some((t) => t.value === code)
        : Object.values(TRADES_BY_WORK_TYPE).some((list) => list.some((t) => t.value === code));
    const primary = textOrNull(v.primaryTrade);
    if (primary && !tradeOk(primary)) issue(['primaryTrade'], notValidMessage(L.primaryTrade));
    if (listOrEmpty(v.secondaryTrades).some((code) => !tradeOk(code))) issue(['secondaryTrades'], notValidMessage(L.secondaryTrades));

    if (mode !== 'registration') return;

    // conditional required fields and form-level rules, registration mode only
    if (isStateRequired(country) && !state) issue(['officeLocationState'], requiredMessage(L.officeLocationState));
    if (isPartialScopesShown(v) && !textOrNull(v.partialScopes)) issue(['partialScopes'], requiredMessage(L.partialScopes));
    if (isBondableLimitShown(v) && v.bondableRate == null) issue(['bondableRate'], requiredMessage(L.bondableRate));
    if (isOtherCompanyFollowsShown(v) && !textOrNull(v.otherCompanyFollows)) {
      issue(['otherCompanyFollows'], requiredMessage(L.otherCompanyFollows));
    }
    if (isEmployeeNameShown(v) && !textOrNull(v.harkinsEmployeeName)) issue(['harkinsEmployeeName'], requiredMessage(L.harkinsEmployeeName));
    if (v.hasW9File !== true) issue(['w9File'], REGISTRATION_MESSAGES.w9Required);
    if (!textOrNull(v.referenceName) && v.hasGeneralContractReferencesDocument !== true) {
      issue(['referenceName'], REGISTRATION_MESSAGES.referenceRequired);
    }
  };
}

/** Object-level rules run even when some fields failed (so one submit reports every error), but only on an object. */
const ALWAYS = {
  when: (payload: { value: unknown }) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value),
};

/** A mode's schema over a shape (exported for a test that builds one from a longer table). */
export function build<S extends z.core.$ZodLooseShape>(mode: RegistrationMode, fields: S) {
  const object = z.object(fields).superRefine((v, ctx) => crossFieldRules(mode)(v as AnyValues, ctx), ALWAYS);
  // the preprocess step keeps the object's own input type for callers
  return z.preprocess(hideDependents(mode), object) as unknown as z.ZodType<z.output<typeof object>, z.input<typeof object>>;
}

// ---------------------------------------------------------------------------------------------
// Schemas and types
// ---------------------------------------------------------------------------------------------

/** Normal registration submit: every required rule. */
export const registrationFormSchema = build('registration', registrationShape('registration'));

/** "Save as a draft": only the company name is required. */
export const draftRegistrationSchema = build('draft', registrationShape('draft'));

/** General Info edit: no required checks; formats and limits still apply. */
export const generalInfoSchema = build('generalInfo', registrationShape('generalInfo'));

export function registrationSchema(mode: 'registration'): typeof registrationFormSchema;
export function registrationSchema(mode: 'draft'): typeof draftRegistrationSchema;
export function registrationSchema(mode: 'generalInfo'): typeof generalInfoSchema;
export function registrationSchema(mode: RegistrationMode): typeof registrationFormSchema | typeof draftRegistrationSchema | typeof generalInfoSchema;
export function registrationSchema(mode: RegistrationMode) {
  switch (mode) {
    case 'registration':
      return registrationFormSchema;
    case 'draft':
      return draftRegistrationSchema;
    case 'generalInfo':
      return generalInfoSchema;
    default:
      throw new Error(`Unknown registration mode: ${String(mode)}`);
  }
}

/** What the form holds and the API receives (any mode). */
export type RegistrationInput = z.input<typeof registrationFormSchema>;
/** A valid registration submit: required fields are present and non-null. */
export type RegistrationValues = z.output<typeof registrationFormSchema>;
export type DraftRegistrationValues = z.output<typeof draftRegistrationSchema>;
export type GeneralInfoValues = z.output<typeof generalInfoSchema>;
export type RegistrationContactInput = NonNullable<RegistrationInput['contacts']>[number];
export type RegistrationContact = RegistrationValues['contacts'][number];

/** Blank form values for a new registration (country United States, one blank primary contact). */
export function registrationDefaultValues() {
  return {
    taxId: '',
    companyName: '',
    officeLocationCountry: DEFAULT_COUNTRY,
    officeLocationState: '',
    contacts: [{ firstName: '', lastName: '', jobTitle: '', email: '', cellPhone: '' }],
    regions: [] as string[],
    marketSectors: [] as string[],
    secondaryTrades: [] as string[],
    classificationsCertifications: [] as string[],
    companyPerformActions: [] as string[],
    hasW9File: false,
    hasGeneralContractReferencesDocument: false,
  } satisfies RegistrationInput;
}

// ---------------------------------------------------------------------------------------------
// Error reporting (failed-submit modal, API field errors)
// ---------------------------------------------------------------------------------------------

const FIELD_ORDER: readonly string[] = Object.keys(REGISTRATION_FIELD_LABELS).filter((k) => !k.startsWith('contacts.'));

function pathOf(path: string | readonly PropertyKey[]): PropertyKey[] {
  return typeof path === 'string' ? path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [...path];
}

/**
 * The label of an issue path: "officeLocationZip" -> "Office Location Zip";
 * "contacts.0.email" -> "Primary Contact Email"; "contacts.2.cellPhone" -> "Contact 3 Phone".
 */
export function labelForPath(path: string | readonly PropertyKey[]): string {
  const [head, index, sub] = pathOf(path);
  if (head === 'contacts' && typeof index === 'number' && typeof sub === 'string') {
    const key = `contacts.${sub}` as RegistrationFieldPath;
    const fieldLabel = REGISTRATION_FIELD_LABELS[key] ?? sub;
    return index === 0 ? `Primary Contact ${fieldLabel}` : `Contact ${index + 1} ${fieldLabel}`;
  }
  if (head === 'hasW9File') return L.w9File;
  if (head === 'hasGeneralContractReferencesDocument') return L.generalContractReferencesDocument;
  const key = String(head ?? '') as RegistrationFieldPath;
  return REGISTRATION_FIELD_LABELS[key] ?? String(head ?? '');
}

export interface InvalidField {
  /** Dotted path, e.g. "contacts.1.email". */
  readonly path: string;
  readonly label: string;
  readonly message: string;
}

function sortKey(path: readonly PropertyKey[]): number[] {
  const [head, index, sub] = path;
  const top = FIELD_ORDER.indexOf(String(head));
  const contactIndex = typeof index === 'number' ? index : -1;
  const subIndex = typeof sub === 'string' ? CONTACT_FIELDS.indexOf(sub as ContactFieldKey) : -1;
  return [top === -1 ? FIELD_ORDER.length : top, contactIndex, subIndex];
}

/**
 * The invalid fields of a failed parse, one per path (its first message), in form order: the first
 * is where the view scrolls; the labels fill the modal "The following required fields have validation errors:".
 */
export function invalidFields(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): InvalidField[] {
  const seen = new Map<string, { path: PropertyKey[]; message: string }>();
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    if (!seen.has(key)) seen.set(key, { path: [...i.path], message: i.message });
  }
  return [...seen.entries()]
    .sort(([, a], [, b]) => {
      const ka = sortKey(a.path);
      const kb = sortKey(b.path);
      for (let n = 0; n < ka.length; n++) if (ka[n] !== kb[n]) return (ka[n] ?? 0) - (kb[n] ?? 0);
      return 0;
    })
    .map(([path, v]) => ({ path, label: labelForPath(v.path), message: v.message }));
}

/** Field path -> first message, for an API's BAD_USER_INPUT answer or a form's setError. */
export function toFieldErrors(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const f of invalidFields(issues)) out[f.path] = f.message;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Loaded vendor shape <-> form contacts
// ---------------------------------------------------------------------------------------------

/** A contact as the form holds it. */
export interface ContactLike {
  readonly contactId?: string | number | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly jobTitle?: string | null;
  readonly email?: string | null;
  readonly cellPhone?: string | null;
}

/** A secondary contact on a loaded vendor. */
export interface SecondaryContact {
  contactId?: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  email: string | null;
  cellPhone: string | null;
}

/** How a loaded vendor carries its contacts. */
export interface LoadedVendorContacts {
  primaryContactFirstName: string | null;
  primaryContactLastName: string | null;
  primaryContactJobTitle: string | null;
  primaryContactEmail: string | null;
  primaryContactOfficePhone: string | null;
  primaryContactCellPhone: string | null;
  secondaryContacts: SecondaryContact[];
}

export const LOADED_CONTACT_KEYS = [
  'primaryContactFirstName',
  'primaryContactLastName',
  'primaryContactJobTitle',
  'primaryContactEmail',
  'primaryContactOfficePhone',
  'primaryContactCellPhone',
  'secondaryContacts',
] as const satisfies readonly (keyof LoadedVendorContacts)[];

/** A contact as the form's inputs want it: '' for blanks. */
export interface FormContact {
  contactId?: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  cellPhone: string;
}

const orNull = (v: string | number | null | undefined): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const orEmpty = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v));

/**
 * Form values -> the loaded vendor's contact fields: the first contact becomes primaryContact*, the
 * others secondaryContacts. The form has one phone per contact (labelled Phone), stored as the cell
 * phone; the primary contact's office phone is the company's office phone number.
 */
export function toLoadedVendorShape<T extends { readonly contacts?: readonly ContactLike[] | null; readonly officePhoneNumber?: string | null }>(
  values: T,
): Omit<T, 'contacts'> & LoadedVendorContacts {
  const { contacts: list, ...rest } = values;
  const [primary, ...others] = list ?? [];
  return {
    ...rest,
    primaryContactFirstName: orNull(primary?.firstName),
    primaryContactLastName: orNull(primary?.lastName),
    primaryContactJobTitle: orNull(primary?.jobTitle),
    primaryContactEmail: orNull(primary?.email),
    primaryContactOfficePhone: orNull(values.officePhoneNumber),
    primaryContactCellPhone: orNull(primary?.cellPhone),
    secondaryContacts: others.map((c) => ({
      ...(c.contactId !== undefined && c.contactId !== null && c.contactId !== '' ? { contactId: String(c.contactId) } : {}),
      firstName: orNull(c.firstName),
      lastName: orNull(c.lastName),
      jobTitle: orNull(c.jobTitle),
      email: orNull(c.email),
      cellPhone: orNull(c.cellPhone),
    })),
  };
}

/**
 * A loaded vendor -> form values: primaryContact* and secondaryContacts become the contacts list
 * (primary first; its phone is the cell phone, else the office phone). Blanks become '' for the inputs.
 */
export function fromLoadedVendorShape<T extends object>(vendor: T): Omit<T, (typeof LOADED_CONTACT_KEYS)[number]> & { contacts: FormContact[] } {
  const loaded = vendor as Partial<Record<(typeof LOADED_CONTACT_KEYS)[number], unknown>>;
  const rest: Record<string, unknown> = { ...(vendor as Record<string, unknown>) };
  for (const k of LOADED_CONTACT_KEYS) delete rest[k];
  const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const primary: FormContact = {
    firstName: s(loaded.primaryContactFirstName),
    lastName: s(loaded.primaryContactLastName),
    jobTitle: s(loaded.primaryContactJobTitle),
    email: s(loaded.primaryContactEmail),
    cellPhone: s(loaded.primaryContactCellPhone) || s(loaded.primaryContactOfficePhone),
  };
  const secondaries = Array.isArray(loaded.secondaryContacts) ? (loaded.secondaryContacts as ContactLike[]) : [];
  const others: FormContact[] = secondaries.map((c) => ({
    ...(c.contactId !== undefined && c.contactId !== null && c.contactId !== '' ? { contactId: String(c.contactId) } : {}),
    firstName: orEmpty(c.firstName),
    lastName: orEmpty(c.lastName),
    jobTitle: orEmpty(c.jobTitle),
    email: orEmpty(c.email),
    cellPhone: orEmpty(c.cellPhone),
  }));
  return { ...(rest as Omit<T, (typeof LOADED_CONTACT_KEYS)[number]>), contacts: [primary, ...others] };
}
