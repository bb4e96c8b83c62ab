import { DEFAULT_COUNTRY } from '@portal/common/lookups/countries';
import {
  fromLoadedVendorShape,
  registrationDefaultValues,
  type FormContact,
  type GeneralInfoValues,
  REGISTRATION_LIST_FIELDS,
  REGISTRATION_MONEY_FIELDS,
  REGISTRATION_NUMBER_FIELDS,
  REGISTRATION_TEXT_FIELDS,
} from '@portal/common/validation/registration';
import type { ProfileFieldRow } from '@portal/common/validation/registration-fields';
import type { RegistrationInput, VendorRegistration } from '../../gql/graphql';
import { formatMoney } from '../../utils/money';

/** A profile row's input value: text as typed ('' for blank), a multi-select's values, the contacts, an upload's presence. */
type InputValueOf<F> = F extends { kind: 'multi' } ? string[] : F extends { kind: 'contacts' } ? FormContact[] : F extends { kind: 'upload' } ? boolean : string;

/**
 * What the inputs hold, one key per row of common's PROFILE_FIELDS. An upload is held as its presence flag for the
 * schema (`hasW9File`: a file chosen now or one already stored for the vendor).
 */
export type RegistrationFormValues = {
  [F in ProfileFieldRow as F extends { kind: 'upload' } ? `has${Capitalize<F['name']>}` : F['name']]: InputValueOf<F>;
};

/** A file already stored for the vendor, as the registration query returns it. */
export interface StoredFile {
  fileId?: string;
  name: string;
}

/** The two uploads of the form. */
export const FILE_FIELDS = ['w9File', 'generalContractReferencesDocument'] as const;
export type FileFieldName = (typeof FILE_FIELDS)[number];

/** Files chosen in this session (null: keep what is stored, or nothing). */
export type RegistrationFiles = Record<FileFieldName, File | null>;
export type StoredFiles = Partial<Record<FileFieldName, StoredFile | null>>;

type LoadedKeys = Exclude<keyof VendorRegistration, '__typename' | 'vendorId' | 'w9File' | 'generalContractReferencesDocument' | 'secondaryContacts'>;

/**
 * A loaded VendorRegistration (any query selecting some of its fields), or a partial one such as
 * `{ taxId }` for a new registration. Everything is optional so each screen selects what it has.
 */
export type LoadedRegistration = Partial<Pick<VendorRegistration, LoadedKeys>> & {
  secondaryContacts?: VendorRegistration['secondaryContacts'] | null;
  w9File?: StoredFile | null;
  generalContractReferencesDocument?: StoredFile | null;
};

const TEXT_KEYS = ['companyName', ...REGISTRATION_TEXT_FIELDS] as const satisfies readonly (keyof RegistrationFormValues & keyof RegistrationInput)[];

const MONEY_KEYS = REGISTRATION_MONEY_FIELDS;
const NUMBER_KEYS = REGISTRATION_NUMBER_FIELDS;
const LIST_KEYS = REGISTRATION_LIST_FIELDS satisfies readonly (keyof RegistrationFormValues & keyof RegistrationInput)[];

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A loaded (or partial) registration -> the values the inputs start with. */
export function toFormValues(loaded: LoadedRegistration | null | undefined): RegistrationFormValues {
  const blank = registrationDefaultValues();
  const source = loaded ?? {};
  const withContacts = fromLoadedVendorShape(source);
  const values = { ...blank } as Record<string, unknown>;
  for (const k of TEXT_KEYS) values[k] = str(source[k]);
  for (const k of MONEY_KEYS) values[k] = formatMoney(str(source[k]));
  for (const k of NUMBER_KEYS) values[k] = str(source[k]);
  for (const k of LIST_KEYS) values[k] = [...(source[k] ?? [])];
  values.officeLocationCountry = str(source.officeLocationCountry) || DEFAULT_COUNTRY;
  values.contacts = withContacts.contacts;
  values.hasW9File = Boolean(source.w9File);
  values.hasGeneralContractReferencesDocument = Boolean(source.generalContractReferencesDocument);
  return values as unknown as RegistrationFormValues;
}

/** The stored files of a loaded registration. */
export function storedFilesOf(loaded: LoadedRegistration | null | undefined): StoredFiles {
  return {
    w9File: loaded?.w9File ?? null,
    generalContractReferencesDocument: loaded?.generalContractReferencesDocument ?? null,
  };
}

/** What the schema hands back after parsing (every mode's output has this shape, nulls allowed). */
type ParsedValues = GeneralInfoValues;

/**
 * Parsed values (money already stripped of $ and commas by the schema) -> the API's RegistrationInput.
 * Numbers go as strings (the API parses them with the same schema); null clears a field; a key the
 * schema left out (not sent) stays out. `omit` drops fields the screen may not change.
 */
export function toRegistrationInput(parsed: ParsedValues, omit: readonly (keyof RegistrationInput)[] = []): RegistrationInput {
  const input: Record<string, unknown> = {};
  const p = parsed as Record<string, unknown>;
  for (const k of [...TEXT_KEYS, ...MONEY_KEYS, ...LIST_KEYS]) {
    if (p[k] !== undefined) input[k] = p[k];
  }
  for (const k of NUMBER_KEYS) {
    if (p[k] !== undefined) input[k] = p[k] === null ? null : String(p[k]);
  }
  if (parsed.contacts !== undefined) {
    input.contacts = parsed.contacts.map((c) => ({
      ...(c.contactId ? { contactId: c.contactId } : {}),
      firstName: c.firstName ?? null,
      lastName: c.lastName ?? null,
      jobTitle: c.jobTitle ?? null,
      email: c.email ?? null,
      cellPhone: c.cellPhone ?? null,
    }));
  }
  for (const k of omit) delete input[k];
  return input as RegistrationInput;
}
