import { toLoadedVendorShape, type RegistrationInput as RegistrationFormInput } from '@portal/common/validation/registration';
import { PROFILE_FIELDS, type ProfileField, type ProfileFieldRow } from '@portal/common/validation/registration-fields';
import { Field, Float, ID, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Registration } from './company-form.service.js';
import { CrmSyncStatusEnum, RegistrationStatusEnum, type CrmSyncStatus } from '../../companies/index.js';
import type { RegistrationStatus } from '@portal/common/domain/statuses';

@ObjectType('UploadedFile')
export class UploadedFileType {
  @Field(() => ID) fileId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, {
    description: 'Where a signed-in user allowed to read the company fetches it: /api/v1/files/{fileId}/content with the bearer token. Never downloadable anonymously.',
  })
  url!: string;
}

@ObjectType('SecondaryContact')
export class SecondaryContactType {
  @Field(() => ID, { nullable: true }) contactId!: string | null;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true }) jobTitle!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) cellPhone!: string | null;
}

/** A profile row's value in the loaded-vendor shape (contacts are spelled out by the class below). */
type ProfileOutputOf<F> = F extends { kind: 'multi' }
  ? string[]
  : F extends { kind: 'integer' | 'number' }
    ? number | null
    : F extends { kind: 'upload' }
      ? UploadedFileType | null
      : F extends { requiredIn: readonly (infer M)[] }
        ? 'draft' extends M
          ? string
          : string | null
        : never;

/** The company profile's fields as the API answers them, one per row of common's PROFILE_FIELDS. */
export type ProfileView = { [F in Exclude<ProfileFieldRow, { kind: 'contacts' }> as F['name']]: ProfileOutputOf<F> };

/**
 * Declares each profile row as a GraphQL output field of `target`: text, choices and money as String (non-null when
 * even a draft must carry it, so it is always stored), whole numbers Int, numbers Float, lists [String!]!, uploads
 * UploadedFile. The contacts row is spelled out as primaryContact* and secondaryContacts by the class itself.
 */
export function declareProfileOutputFields(target: ClassType, fields: readonly ProfileField[] = PROFILE_FIELDS): void {
  for (const f of fields) {
    const options = { nullable: true, ...(f.description ? { description: f.description } : {}) };
    if (f.kind === 'contacts') continue;
    else if (f.kind === 'multi') Field(() => [String], { ...options, nullable: false })(target.prototype, f.name);
    else if (f.kind === 'integer') Field(() => Int, options)(target.prototype, f.name);
    else if (f.kind === 'number') Field(() => Float, options)(target.prototype, f.name);
    else if (f.kind === 'upload') Field(() => UploadedFileType, options)(target.prototype, f.name);
    else Field(() => String, { ...options, nullable: !f.requiredIn.includes('draft') })(target.prototype, f.name);
  }
}

/** A vendor company's registration as loaded (the loaded-vendor shape of spec section 3); REST answers the same object. */
@ObjectType('VendorRegistration', { description: "A vendor company's registration as loaded (the loaded-vendor shape of spec section 3)." })
class VendorRegistrationHead {
  @Field(() => ID) vendorId!: string;
  @Field(() => String, { nullable: true }) accountId!: string | null;
  @Field(() => String, { nullable: true, description: "The company's ERP id (set on the company page)." }) hb_erpid!: string | null;
  @Field(() => CrmSyncStatusEnum, { nullable: true, description: 'Where its last "Sync with 365" stands (null before approval).' })
  crmSyncStatus!: CrmSyncStatus | null;
  @Field(() => RegistrationStatusEnum) registrationStatus!: RegistrationStatus;
  @Field(() => String, { nullable: true }) registrationComment!: string | null;
  @Field(() => String) prequalStatus!: string;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Int, {
    description:
      'Goes up with every change of the company. Send it back with a save (`version` argument; REST `version` field or If-Match) so a save made from an outdated copy is refused instead of undoing the other change.',
  })
  version!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The secret that continues an anonymous draft (send it as `draftToken`; REST header X-Draft-Token). Only in the answer of the save that created the draft, once; null everywhere else.',
  })
  draftToken?: string | null;
  @Field(() => String, { nullable: true }) primaryContactFirstName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactLastName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactJobTitle!: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail!: string | null;
  @Field(() => String, { nullable: true }) primaryContactOfficePhone!: string | null;
  @Field(() => String, { nullable: true }) primaryContactCellPhone!: string | null;
  @Field(() => [SecondaryContactType]) secondaryContacts!: SecondaryContactType[];
}
declareProfileOutputFields(VendorRegistrationHead);

export type VendorRegistrationType = VendorRegistrationHead & ProfileView;
export const VendorRegistrationType = VendorRegistrationHead as ClassType<VendorRegistrationType>;

@InputType('ContactInput')
export class ContactInput {
  @Field(() => ID, { nullable: true }) contactId?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) jobTitle?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) cellPhone?: string | null;
}

/** A profile row as the GraphQL input carries it: text (numbers and money too, parsed by the form's schema) or a list. */
type ProfileInputOf<F> = F extends { kind: 'multi' } ? string[] | null : F extends { kind: 'contacts' } ? ContactInput[] | null : string | null;

/** The registration form's values, one optional field per row of PROFILE_FIELDS (uploads travel beside it). */
export type RegistrationInput = { [F in Exclude<ProfileFieldRow, { kind: 'upload' }> as F['name']]?: ProfileInputOf<F> };

/** Declares each profile row as a GraphQL input field of `target`: lists [String!], contacts [ContactInput!], the rest String. */
export function declareProfileInputFields(target: ClassType, fields: readonly ProfileField[] = PROFILE_FIELDS): void {
  for (const f of fields) {
    if (f.kind === 'upload') continue;
    const type = f.kind === 'multi' ? [String] : f.kind === 'contacts' ? [ContactInput] : String;
    Field(() => type, { nullable: true })(target.prototype, f.name);
  }
}

@InputType('RegistrationInput', { description: 'The registration form\'s values (form id vendor_registration). Money fields accept "$1,250,000.50".' })
class RegistrationInputClass {}
declareProfileInputFields(RegistrationInputClass);
export const RegistrationInput = RegistrationInputClass as ClassType<RegistrationInput>;

/** The GraphQL input is a valid form input, so the two cannot drift apart. */
export const inputFitsForm = (input: RegistrationInput): Omit<RegistrationFormInput, 'hasW9File' | 'hasGeneralContractReferencesDocument'> => input;

/** What a company's view reads of a stored document (a StoredFile of the files module, which builds on this one). */
interface StoredDocument {
  id: string;
  fileName: string;
}

function fileView(file: StoredDocument | null): UploadedFileType | null {
  return file ? { fileId: file.id, name: file.fileName, url: `/api/v1/files/${file.id}/content` } : null;
}

/** The one mapping from a registration to its API shape, used by GraphQL and REST alike. */
export function toRegistrationView({ vendor: v, documents }: Registration): VendorRegistrationType {
  const contacts = toLoadedVendorShape({
    officePhoneNumber: v.officePhoneNumber ?? null,
    contacts: v.contacts
      .getItems()
      .map((c) => ({ contactId: c.id, firstName: c.firstName, lastName: c.lastName, jobTitle: c.jobTitle, email: c.email, cellPhone: c.cellPhone })),
  });
  return {
    vendorId: v.id,
    accountId: v.accountId ?? null,
    hb_erpid: v.hbErpid ?? null,
    crmSyncStatus: v.crmSyncStatus ?? null,
    registrationStatus: v.registrationStatus,
    registrationComment: v.registrationComment ?? null,
    prequalStatus: v.prequalStatus,
    submittedAt: v.submittedAt ?? null,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    version: v.version,
    primaryContactFirstName: contacts.primaryContactFirstName,
    primaryContactLastName: contacts.primaryContactLastName,
    primaryContactJobTitle: contacts.primaryContactJobTitle,
    primaryContactEmail: contacts.primaryContactEmail,
    primaryContactOfficePhone: contacts.primaryContactOfficePhone,
    primaryContactCellPhone: contacts.primaryContactCellPhone,
    secondaryContacts: contacts.secondaryContacts.map((c) => ({ ...c, contactId: c.contactId ?? null })),
    ...profileViewOf(v, documents),
  };
}

/** The profile rows of a vendor: each column as stored (null when empty), lists as they are, uploads as files. */
export function profileViewOf(
  vendor: object,
  documents: Readonly<Record<string, StoredDocument | null>>,
  fields: readonly ProfileField[] = PROFILE_FIELDS,
): ProfileView {
  const columns = vendor as Readonly<Record<string, unknown>>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === 'contacts') continue;
    else if (f.kind === 'upload') out[f.name] = fileView(documents[f.name] ?? null);
    else out[f.name] = f.kind === 'multi' ? columns[f.name] : (columns[f.name] ?? null);
  }
  return out as ProfileView;
}
