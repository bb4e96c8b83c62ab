/**
 * The company profile's fields (the vendor registration form, General Info), declared once.
 *
 * Each row says what a field is; everything else is derived from this table:
 * - the zod schemas of ./registration.ts (one per mode) and the failed-submit modal's labels and order;
 * - the server's GraphQL input and output types (server/src/modules/companies/registration-fields.graphql.ts),
 *   its copy onto the vendor's columns, the audit snapshot and the REST answer (same view as GraphQL);
 * - the CRM account the company is synced to (server/src/modules/companies/crm-sync.ts);
 * - the client's form values type and the fields a section renders from the table
 *   (client/src/features/registration-form/form-values.ts, sections/profile-fields.tsx).
 * The row's storage (the vendor entity's column and its migration) is written by hand.
 *
 * The table's order is the specification's field order: the order of the error modal's list.
 */
import { DESCRIPTION_MAX, PHONE_MAX, ZIP_MAX } from '../constants.js';
import { BONDABLE_OPTIONS } from '../lookups/bondable.js';
import { CERTIFICATIONS } from '../lookups/certifications.js';
import { COMPANY_PERFORM_ACTIONS } from '../lookups/company-perform-actions.js';
import { HOW_HEARD_OPTIONS } from '../lookups/how-heard.js';
import { MARKET_SECTORS } from '../lookups/market-sectors.js';
import { REGIONS } from '../lookups/regions.js';
import { SCOPE_OPTIONS } from '../lookups/scope-options.js';
import type { LookupList } from '../lookups/types.js';
import { WORK_TYPES } from '../lookups/work-types.js';
import { YES_NO_OPTIONS } from '../lookups/yes-no.js';
import { TAX_ID_PATTERN } from './fields.js';

export const REGISTRATION_MODES = ['registration', 'draft', 'generalInfo'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const MAX_CONTACTS = 3;
export const MAX_SECONDARY_TRADES = 3;
export const EMR_MIN = 0;
export const EMR_MAX = 10;
export const EMPLOYEES_MAX = 1_000_000;
/** Single-line text limit where the specification sets none (database columns are varchar(255)). */
export const TEXT_MAX = 255;
export const NAME_MAX = 100;
export const URL_MAX = 2048;
export const EMAIL_MAX = 254;
/** Up to 15 integer digits and 2 decimals (numeric(17, 2)). */
export const MONEY_PATTERN = /^(?:\d{1,15}(?:\.\d{0,2})?|\.\d{1,2})$/;
/** A web address with or without scheme: "www.acme.com", "https://acme.com/about". */
/** A 6-digit NAICS code (the company's industry, which picks its industry safety averages: common/src/insights). */
export const NAICS_PATTERN = /^\d{6}$/;
export const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const REGISTRATION_MESSAGES = {
  draftCompanyNameRequired: 'Company name is required.',
  referenceRequired: 'Fill reference name or submit the reference document',
  tooManySecondaryTrades: `At most ${MAX_SECONDARY_TRADES} secondary trades are allowed`,
  tooManyContacts: `At most ${MAX_CONTACTS} contacts are allowed`,
  taxIdFormat: 'Tax ID must be in the format NN-NNNNNNN',
  websiteInvalid: 'Website URL is not valid',
  naicsFormat: 'NAICS Code must be 6 digits, e.g. 238220',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  w9Required: 'W9 File is required',
  employeesInvalid: 'Number of Employees must be a positive whole number',
  employeesTooMany: `Number of Employees must be at most ${EMPLOYEES_MAX}`,
  emrInvalid: `EMR must be a number between ${EMR_MIN} and ${EMR_MAX}`,
  descriptionLength: `Company Description must be between 1 and ${DESCRIPTION_MAX} characters`,
  failedSubmitTitle: 'The following required fields have validation errors:',
} as const;

/**
 * What a field holds, which picks its schema, its GraphQL type, its column copy and its input:
 * - `text`: one line (or several with `multiline`), "<Label> must be at most <max> characters";
 * - `phone`: text in the format NNN-NNN-NNNN;
 * - `choice`: one value of `options` (null `options`: any text, checked by a cross-field rule);
 * - `multi`: a list of values of `options`;
 * - `money`: an exact decimal string ("$1,250,000.50" accepted);
 * - `integer`, `number`: a whole number, a number, within `min`..`max`;
 * - `country`: a country of the countries list, United States when absent on a submit;
 * - `contacts`: the contacts list (its own sub-fields in ./registration.ts);
 * - `upload`: a file sent beside the form; the schema takes its presence as `has<Name>`.
 */
export type ProfileFieldKind = 'text' | 'phone' | 'choice' | 'multi' | 'money' | 'integer' | 'number' | 'country' | 'contacts' | 'upload';

/** The CRM account attributes the portal writes (server/src/integrations/crm/crm-client.ts NewCrmAccount). */
export type CrmAccountAttribute =
  'name' | 'taxId' | 'phone' | 'website' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip' | 'country' | 'employees' | 'description';

/** How the registration form shows a field it renders from the table (client profile-fields.tsx). */
export interface ProfileFieldScreen {
  /** The form section that renders it. */
  readonly section: 'company';
  /** Its place in the section (the screen's order may differ from the specification's). */
  readonly order: number;
  readonly type?: 'text' | 'tel' | 'url' | 'email';
  readonly inputMode?: 'numeric' | 'decimal' | 'tel';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly helperText?: string;
  /** Spans both columns of the section's grid. */
  readonly wide?: boolean;
}

export interface ProfileField {
  /** The name in the form, the schema, GraphQL, REST and on the vendor entity. */
  readonly name: string;
  /** The specification's label; required messages read "<Label> is required". */
  readonly label: string;
  readonly kind: ProfileFieldKind;
  /**
   * The modes whose save must carry it. A field required only under a condition (the state for the
   * United States, a revealed field) lists none: its cross-field rule in ./registration.ts asks for it.
   * A field required even in a draft is always stored: its GraphQL output is non-null.
   */
  readonly requiredIn: readonly RegistrationMode[];
  /** A mode's own required message, in place of "<Label> is required". */
  readonly requiredMessage?: Partial<Record<RegistrationMode, string>>;
  /** Longest text (default TEXT_MAX), highest number, most list entries. */
  readonly max?: number;
  readonly min?: number;
  /** The message of a text over `max` (default "<Label> must be at most <max> characters") or a list over `max`. */
  readonly maxMessage?: string;
  readonly pattern?: RegExp;
  /** The message of a failed pattern or a bad number (default "<Label> is not valid"). */
  readonly invalidMessage?: string;
  /** Text that may span lines (keeps its line breaks). */
  readonly multiline?: boolean;
  /** The allowed values of a choice or multi; null: any text (checked elsewhere). */
  readonly options?: LookupList | null;
  /** A choice sent as a boolean as well as text (bondable: true -> 'true'). */
  readonly booleanText?: boolean;
  /** The CRM account attribute it is synced to. */
  readonly crm?: CrmAccountAttribute;
  /** The GraphQL output field's description. */
  readonly description?: string;
  /** Rendered by the form from this row (fields with their own layout and rules live in their section component). */
  readonly screen?: ProfileFieldScreen;
}

const REQUIRED = ['registration'] as const;
const OPTIONAL = [] as const;

export const PROFILE_FIELDS = [
  {
    name: 'taxId',
    label: 'Tax ID',
    kind: 'text',
    requiredIn: REQUIRED,
    pattern: TAX_ID_PATTERN,
    invalidMessage: REGISTRATION_MESSAGES.taxIdFormat,
    crm: 'taxId',
    screen: { section: 'company', order: 1, helperText: 'Format: NN-NNNNNNN', autoComplete: 'off' },
  },
  {
    name: 'noOfEmployees',
    label: 'Number of Employees',
    kind: 'integer',
    requiredIn: REQUIRED,
    min: 1,
    max: EMPLOYEES_MAX,
    invalidMessage: REGISTRATION_MESSAGES.employeesInvalid,
    maxMessage: REGISTRATION_MESSAGES.employeesTooMany,
    crm: 'employees',
    screen: { section: 'company', order: 4, inputMode: 'numeric', autoComplete: 'off' },
  },
  {
    name: 'companyName',
    label: 'Company Name',
    kind: 'text',
    requiredIn: ['registration', 'draft'],
    requiredMessage: { draft: REGISTRATION_MESSAGES.draftCompanyNameRequired },
    crm: 'name',
    screen: { section: 'company', order: 2, autoComplete: 'organization' },
  },
  { name: 'dbaName', label: 'DBA Name', kind: 'text', requiredIn: OPTIONAL, screen: { section: 'company', order: 3 } },
  { name: 'mailingAddress', label: 'Mailing Address', kind: 'text', requiredIn: OPTIONAL },
  { name: 'suiteNumber', label: 'Suite Number', kind: 'text', requiredIn: OPTIONAL, max: 50 },
  { name: 'officeLocationAddress1', label: 'Office Location Address 1', kind: 'text', requiredIn: REQUIRED, crm: 'addressLine1' },
  { name: 'officeLocationAddress2', label: 'Office Location Address 2', kind: 'text', requiredIn: OPTIONAL, crm: 'addressLine2' },
  { name: 'officeLocationCity', label: 'Office Location City', kind: 'text', requiredIn: REQUIRED, max: NAME_MAX, crm: 'city' },
  // required only for the United States: a cross-field rule checks it with the country
  { name: 'officeLocationState', label: 'Office Location State', kind: 'text', requiredIn: OPTIONAL, max: NAME_MAX, crm: 'state' },
  { name: 'officeLocationZip', label: 'Office Location Zip', kind: 'text', requiredIn: REQUIRED, max: ZIP_MAX, crm: 'zip' },
  { name: 'officeLocationCountry', label: 'Office Location Country', kind: 'country', requiredIn: REQUIRED, crm: 'country' },
  {
    name: 'officePhoneNumber',
    label: 'Office Phone Number',
    kind: 'phone',
    requiredIn: REQUIRED,
    max: PHONE_MAX,
    crm: 'phone',
    screen: { section: 'company', order: 5, type: 'tel', helperText: 'Format: 555-555-5555' },
  },
  {
    name: 'officeWebsiteUrl',
    label: 'Office Website Url',
    kind: 'text',
    requiredIn: REQUIRED,
    max: URL_MAX,
    pattern: WEBSITE_PATTERN,
    invalidMessage: REGISTRATION_MESSAGES.websiteInvalid,
    crm: 'website',
    screen: { section: 'company', order: 6, type: 'url', placeholder: 'www.example.com' },
  },
  { name: 'contacts', label: 'Contacts', kind: 'contacts', requiredIn: REQUIRED },
  {
    name: 'companyDescription',
    label: 'Company Description',
    kind: 'text',
    requiredIn: REQUIRED,
    max: DESCRIPTION_MAX,
    maxMessage: REGISTRATION_MESSAGES.descriptionLength,
    multiline: true,
    crm: 'description',
    screen: { section: 'company', order: 7, helperText: `Up to ${DESCRIPTION_MAX} characters`, wide: true },
  },
  { name: 'regions', label: 'Regions', kind: 'multi', requiredIn: REQUIRED, options: REGIONS },
  { name: 'marketSectors', label: 'Market Sectors', kind: 'multi', requiredIn: REQUIRED, options: MARKET_SECTORS },
  { name: 'supplierStatus', label: 'Supplier Status', kind: 'choice', requiredIn: OPTIONAL, options: YES_NO_OPTIONS },
  { name: 'selfPerformStatus', label: 'Self Perform Status', kind: 'choice', requiredIn: REQUIRED, options: SCOPE_OPTIONS },
  { name: 'partialScopes', label: 'Partial Scopes', kind: 'text', requiredIn: OPTIONAL, max: DESCRIPTION_MAX },
  { name: 'workPerformedCategory', label: 'Work Performed Category', kind: 'choice', requiredIn: REQUIRED, options: WORK_TYPES },
  // trade codes are checked against the chosen work type by a cross-field rule
  { name: 'primaryTrade', label: 'Primary Trade', kind: 'choice', requiredIn: REQUIRED, options: null },
  {
    name: 'secondaryTrades',
    label: 'Secondary Trade',
    kind: 'multi',
    requiredIn: REQUIRED,
    options: null,
    max: MAX_SECONDARY_TRADES,
    maxMessage: REGISTRATION_MESSAGES.tooManySecondaryTrades,
  },
  {
    name: 'naicsCode',
    label: 'NAICS Code',
    kind: 'text',
    requiredIn: OPTIONAL,
    max: 6,
    pattern: NAICS_PATTERN,
    invalidMessage: REGISTRATION_MESSAGES.naicsFormat,
    description: "The company's 6-digit NAICS industry code; its safety rates are compared with its industry's published averages.",
    screen: { section: 'company', order: 8, inputMode: 'numeric', autoComplete: 'off', helperText: 'Format: NNNNNN (6 digits)' },
  },
  {
    name: 'averageProjectSize',
    label: 'Average Project Size',
    kind: 'money',
    requiredIn: REQUIRED,
    description: 'Money as exact decimal strings, e.g. "1250000.50".',
  },
  { name: 'largestProjectSize', label: 'Largest project size', kind: 'money', requiredIn: REQUIRED },
  { name: 'annualVolume', label: 'Annual Volume', kind: 'money', requiredIn: REQUIRED },
  { name: 'emr', label: 'EMR', kind: 'number', requiredIn: OPTIONAL, min: EMR_MIN, max: EMR_MAX, invalidMessage: REGISTRATION_MESSAGES.emrInvalid },
  { name: 'bondable', label: 'Bondable', kind: 'choice', requiredIn: REQUIRED, options: BONDABLE_OPTIONS, booleanText: true },
  { name: 'bondableRate', label: 'Bondable Limit', kind: 'money', requiredIn: OPTIONAL },
  { name: 'classificationsCertifications', label: 'Classifications Certifications', kind: 'multi', requiredIn: REQUIRED, options: CERTIFICATIONS },
  { name: 'companyPerformActions', label: 'Company Perform Actions', kind: 'multi', requiredIn: REQUIRED, options: COMPANY_PERFORM_ACTIONS },
  { name: 'otherCompanyFollows', label: 'Other Company Follows', kind: 'text', requiredIn: OPTIONAL },
  { name: 'referenceName', label: 'Reference Name', kind: 'text', requiredIn: OPTIONAL },
  { name: 'contractVolume', label: 'Contract Volume', kind: 'money', requiredIn: OPTIONAL },
  { name: 'generalContractReferencesDocument', label: 'General Contract References Document', kind: 'upload', requiredIn: OPTIONAL },
  // required on a submit by a cross-field rule, with its own message
  { name: 'w9File', label: 'W9 File', kind: 'upload', requiredIn: OPTIONAL },
  { name: 'howHeard', label: 'How Heard', kind: 'choice', requiredIn: REQUIRED, options: HOW_HEARD_OPTIONS },
  { name: 'harkinsEmployeeName', label: 'Employee Name', kind: 'text', requiredIn: OPTIONAL, max: NAME_MAX },
] as const satisfies readonly ProfileField[];

export type ProfileFieldRow = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldName = ProfileFieldRow['name'];
/** The rows of some kinds. */
export type ProfileFieldsOf<K extends ProfileFieldKind> = Extract<ProfileFieldRow, { kind: K }>;

/** The names of the rows of the given kinds, in table order. */
export function profileFieldNames<K extends ProfileFieldKind>(kinds: readonly K[], fields: readonly ProfileField[] = PROFILE_FIELDS): ProfileFieldsOf<K>['name'][] {
  return fields.filter((f) => (kinds as readonly string[]).includes(f.kind)).map((f) => f.name as ProfileFieldsOf<K>['name']);
}

/** Whether a save in `mode` must carry the field. */
export function isRequiredIn(field: ProfileField, mode: RegistrationMode): boolean {
  return field.requiredIn.includes(mode);
}

/** The key the schema takes an upload's presence under: w9File -> hasW9File. */
export function presenceKeyOf<N extends string>(name: N): `has${Capitalize<N>}` {
  return `has${name.charAt(0).toUpperCase()}${name.slice(1)}` as `has${Capitalize<N>}`;
}
