import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isBondableLimitShown,
  isEmployeeNameShown,
  isOtherCompanyFollowsShown,
  isPartialScopesShown,
  REGISTRATION_CONTACT_FIELDS,
  REGISTRATION_LIST_FIELDS,
  REGISTRATION_MONEY_FIELDS,
  REGISTRATION_NUMBER_FIELDS,
  REGISTRATION_TEXT_FIELDS,
  type GeneralInfoValues,
} from '@portal/common/validation/registration';
import { VendorContact, type Vendor } from '../../companies/index.js';

/**
 * Parsed registration form values (any mode: the general-info output type is the widest) onto a
 * vendor's columns. The zod schema in common/ has already validated and normalised them.
 */
export type RegistrationFormValues = GeneralInfoValues;

const TEXT_FIELDS = REGISTRATION_TEXT_FIELDS satisfies readonly (keyof Vendor & keyof RegistrationFormValues)[];

const MONEY_FIELDS = REGISTRATION_MONEY_FIELDS satisfies readonly (keyof Vendor & keyof RegistrationFormValues)[];

const LIST_FIELDS = REGISTRATION_LIST_FIELDS satisfies readonly (keyof Vendor & keyof RegistrationFormValues)[];

const NUMBER_FIELDS = REGISTRATION_NUMBER_FIELDS satisfies readonly (keyof Vendor & keyof RegistrationFormValues)[];

const CONTACT_FIELDS = REGISTRATION_CONTACT_FIELDS;

/** "1250000.5" -> "1250000.50": what numeric(17,2) gives back, so the answer of a save equals a later read. */
export function twoDecimals(amount: string): string {
  const [int = '0', frac = ''] = amount.split('.');
  return `${int}.${`${frac}00`.slice(0, 2)}`;
}

/**
 * Copies the values that were sent onto the vendor (a key not sent stays as it is; null clears),
 * then clears dependent fields their controlling choice now hides, so the stored form is consistent.
 */
export function assignRegistrationValues(vendor: Vendor, values: RegistrationFormValues): void {
  if (values.companyName != null) vendor.companyName = values.companyName;
  for (const f of TEXT_FIELDS) if (values[f] !== undefined) vendor[f] = values[f] ?? null;
  for (const f of MONEY_FIELDS) {
    const amount = values[f];
    if (amount !== undefined) vendor[f] = amount === null ? null : twoDecimals(amount);
  }
  for (const f of LIST_FIELDS) if (values[f] !== undefined) vendor[f] = [...(values[f] ?? [])];
  for (const f of NUMBER_FIELDS) if (values[f] !== undefined) vendor[f] = values[f] ?? null;

  const shown = vendor as unknown as Readonly<Record<string, unknown>>;
  if (!isPartialScopesShown(shown)) vendor.partialScopes = null;
  if (!isBondableLimitShown(shown)) vendor.bondableRate = null;
  if (!isOtherCompanyFollowsShown(shown)) vendor.otherCompanyFollows = null;
  if (!isEmployeeNameShown(shown)) vendor.harkinsEmployeeName = null;
}

/**
 * The contacts list onto the vendor's contact rows: the first is the primary contact (position 0);
 * a secondary contact sent back with its contactId keeps its row; rows no longer listed are removed.
 * The vendor's contacts must be loaded. A list that was not sent changes nothing.
 */
export function syncContacts(em: EntityManager, vendor: Vendor, contacts: RegistrationFormValues['contacts']): void {
  if (contacts === undefined) return;
  const existing = vendor.contacts.getItems();
  const kept = new Set<VendorContact>();
  contacts.forEach((c, position) => {
    let row = position === 0 ? existing.find((e) => e.position === 0) : existing.find((e) => c.contactId != null && e.id === c.contactId);
    if (!row || kept.has(row)) {
      row = em.create(VendorContact, { vendor, position });
      vendor.contacts.add(row);
    }
    row.position = position;
    for (const f of CONTACT_FIELDS) row[f] = c[f] ?? null;
    kept.add(row);
  });
  for (const row of existing) if (!kept.has(row)) vendor.contacts.remove(row);
}

/** The form fields of a vendor, for the audit log's before/after (contacts as "Name <email>"). */
export function registrationSnapshot(vendor: Vendor): Record<string, unknown> {
  const out: Record<string, unknown> = { companyName: vendor.companyName };
  for (const f of [...NUMBER_FIELDS, ...TEXT_FIELDS, ...MONEY_FIELDS]) out[f] = vendor[f] ?? null;
  for (const f of LIST_FIELDS) out[f] = [...vendor[f]];
  out.contacts = vendor.contacts.isInitialized()
    ? vendor.contacts.getItems().map((c) => `${[c.firstName, c.lastName].filter(Boolean).join(' ')} <${c.email ?? ''}>`)
    : [];
  return out;
}
