import { toLoadedVendorShape, type RegistrationInput as RegistrationFormInput } from '@portal/common/validation/registration';
import { asEnum } from '../../graphql/enums.js';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { StoredFile } from '../files/index.js';
import type { Registration } from './company-form.service.js';
import { CrmSyncStatusEnum } from './crm-sync.types.js';
import type { CrmSyncStatus } from './vendor.entity.js';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@portal/common/domain/statuses';

export const RegistrationStatusEnum = asEnum(REGISTRATION_STATUSES);
export const SortOrderEnum = asEnum(['ASC', 'DESC'] as const);
registerEnumType(RegistrationStatusEnum, { name: 'RegistrationStatus' });
registerEnumType(SortOrderEnum, { name: 'SortOrder' });

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

/** A vendor company's registration as loaded (the loaded-vendor shape of spec section 3); REST answers the same object. */
@ObjectType('VendorRegistration', { description: "A vendor company's registration as loaded (the loaded-vendor shape of spec section 3)." })
export class VendorRegistrationType {
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
  @Field(() => String, { nullable: true }) taxId!: string | null;
  @Field(() => Int, { nullable: true }) noOfEmployees!: number | null;
  @Field(() => String) companyName!: string;
  @Field(() => String, { nullable: true }) dbaName!: string | null;
  @Field(() => String, { nullable: true }) mailingAddress!: string | null;
  @Field(() => String, { nullable: true }) suiteNumber!: string | null;
  @Field(() => String, { nullable: true }) officeLocationAddress1!: string | null;
  @Field(() => String, { nullable: true }) officeLocationAddress2!: string | null;
  @Field(() => String, { nullable: true }) officeLocationCity!: string | null;
  @Field(() => String, { nullable: true }) officeLocationState!: string | null;
  @Field(() => String, { nullable: true }) officeLocationZip!: string | null;
  @Field(() => String, { nullable: true }) officeLocationCountry!: string | null;
  @Field(() => String, { nullable: true }) officePhoneNumber!: string | null;
  @Field(() => String, { nullable: true }) officeWebsiteUrl!: string | null;
  @Field(() => String, { nullable: true }) primaryContactFirstName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactLastName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactJobTitle!: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail!: string | null;
  @Field(() => String, { nullable: true }) primaryContactOfficePhone!: string | null;
  @Field(() => String, { nullable: true }) primaryContactCellPhone!: string | null;
  @Field(() => [SecondaryContactType]) secondaryContacts!: SecondaryContactType[];
  @Field(() => String, { nullable: true }) companyDescription!: string | null;
  @Field(() => [String]) regions!: string[];
  @Field(() => [String]) marketSectors!: string[];
  @Field(() => String, { nullable: true }) supplierStatus!: string | null;
  @Field(() => String, { nullable: true }) selfPerformStatus!: string | null;
  @Field(() => String, { nullable: true }) partialScopes!: string | null;
  @Field(() => String, { nullable: true }) workPerformedCategory!: string | null;
  @Field(() => String, { nullable: true }) primaryTrade!: string | null;
  @Field(() => [String]) secondaryTrades!: string[];
  @Field(() => String, { nullable: true, description: 'Money as exact decimal strings, e.g. "1250000.50".' }) averageProjectSize!: string | null;
  @Field(() => String, { nullable: true }) largestProjectSize!: string | null;
  @Field(() => String, { nullable: true }) annualVolume!: string | null;
  @Field(() => Float, { nullable: true }) emr!: number | null;
  @Field(() => String, { nullable: true }) bondable!: string | null;
  @Field(() => String, { nullable: true }) bondableRate!: string | null;
  @Field(() => [String]) classificationsCertifications!: string[];
  @Field(() => [String]) companyPerformActions!: string[];
  @Field(() => String, { nullable: true }) otherCompanyFollows!: string | null;
  @Field(() => String, { nullable: true }) referenceName!: string | null;
  @Field(() => String, { nullable: true }) contractVolume!: string | null;
  @Field(() => String, { nullable: true }) howHeard!: string | null;
  @Field(() => String, { nullable: true }) harkinsEmployeeName!: string | null;
  @Field(() => UploadedFileType, { nullable: true }) w9File!: UploadedFileType | null;
  @Field(() => UploadedFileType, { nullable: true }) generalContractReferencesDocument!: UploadedFileType | null;
}

@InputType('ContactInput')
export class ContactInput {
  @Field(() => ID, { nullable: true }) contactId?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) jobTitle?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) cellPhone?: string | null;
}

/** The registration form's values; checked against the shared zod input type, so the two cannot drift apart. */
@InputType('RegistrationInput', { description: 'The registration form\'s values (form id vendor_registration). Money fields accept "$1,250,000.50".' })
export class RegistrationInput implements Omit<RegistrationFormInput, 'hasW9File' | 'hasGeneralContractReferencesDocument'> {
  @Field(() => String, { nullable: true }) taxId?: string | null;
  @Field(() => String, { nullable: true }) noOfEmployees?: string | null;
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) dbaName?: string | null;
  @Field(() => String, { nullable: true }) mailingAddress?: string | null;
  @Field(() => String, { nullable: true }) suiteNumber?: string | null;
  @Field(() => String, { nullable: true }) officeLocationAddress1?: string | null;
  @Field(() => String, { nullable: true }) officeLocationAddress2?: string | null;
  @Field(() => String, { nullable: true }) officeLocationCity?: string | null;
  @Field(() => String, { nullable: true }) officeLocationState?: string | null;
  @Field(() => String, { nullable: true }) officeLocationZip?: string | null;
  @Field(() => String, { nullable: true }) officeLocationCountry?: string | null;
  @Field(() => String, { nullable: true }) officePhoneNumber?: string | null;
  @Field(() => String, { nullable: true }) officeWebsiteUrl?: string | null;
  @Field(() => [ContactInput], { nullable: true }) contacts?: ContactInput[] | null;
  @Field(() => String, { nullable: true }) companyDescription?: string | null;
  @Field(() => [String], { nullable: true }) regions?: string[] | null;
  @Field(() => [String], { nullable: true }) marketSectors?: string[] | null;
  @Field(() => String, { nullable: true }) supplierStatus?: string | null;
  @Field(() => String, { nullable: true }) selfPerformStatus?: string | null;
  @Field(() => String, { nullable: true }) partialScopes?: string | null;
  @Field(() => String, { nullable: true }) workPerformedCategory?: string | null;
  @Field(() => String, { nullable: true }) primaryTrade?: string | null;
  @Field(() => [String], { nullable: true }) secondaryTrades?: string[] | null;
  @Field(() => String, { nullable: true }) averageProjectSize?: string | null;
  @Field(() => String, { nullable: true }) largestProjectSize?: string | null;
  @Field(() => String, { nullable: true }) annualVolume?: string | null;
  @Field(() => String, { nullable: true }) emr?: string | null;
  @Field(() => String, { nullable: true }) bondable?: string | null;
  @Field(() => String, { nullable: true }) bondableRate?: string | null;
  @Field(() => [String], { nullable: true }) classificationsCertifications?: string[] | null;
  @Field(() => [String], { nullable: true }) companyPerformActions?: string[] | null;
  @Field(() => String, { nullable: true }) otherCompanyFollows?: string | null;
  @Field(() => String, { nullable: true }) referenceName?: string | null;
  @Field(() => String, { nullable: true }) contractVolume?: string | null;
  @Field(() => String, { nullable: true }) howHeard?: string | null;
  @Field(() => String, { nullable: true }) harkinsEmployeeName?: string | null;
}

function fileView(file: StoredFile | null): UploadedFileType | null {
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
    taxId: v.taxId ?? null,
    noOfEmployees: v.noOfEmployees ?? null,
    companyName: v.companyName,
    dbaName: v.dbaName ?? null,
    mailingAddress: v.mailingAddress ?? null,
    suiteNumber: v.suiteNumber ?? null,
    officeLocationAddress1: v.officeLocationAddress1 ?? null,
    officeLocationAddress2: v.officeLocationAddress2 ?? null,
    officeLocationCity: v.officeLocationCity ?? null,
    officeLocationState: v.officeLocationState ?? null,
    officeLocationZip: v.officeLocationZip ?? null,
    officeLocationCountry: v.officeLocationCountry ?? null,
    officePhoneNumber: v.officePhoneNumber ?? null,
    officeWebsiteUrl: v.officeWebsiteUrl ?? null,
    primaryContactFirstName: contacts.primaryContactFirstName,
    primaryContactLastName: contacts.primaryContactLastName,
    primaryContactJobTitle: contacts.primaryContactJobTitle,
    primaryContactEmail: contacts.primaryContactEmail,
    primaryContactOfficePhone: contacts.primaryContactOfficePhone,
    primaryContactCellPhone: contacts.primaryContactCellPhone,
    secondaryContacts: contacts.secondaryContacts.map((c) => ({ ...c, contactId: c.contactId ?? null })),
    companyDescription: v.companyDescription ?? null,
    regions: v.regions,
    marketSectors: v.marketSectors,
    supplierStatus: v.supplierStatus ?? null,
    selfPerformStatus: v.selfPerformStatus ?? null,
    partialScopes: v.partialScopes ?? null,
    workPerformedCategory: v.workPerformedCategory ?? null,
    primaryTrade: v.primaryTrade ?? null,
    secondaryTrades: v.secondaryTrades,
    averageProjectSize: v.averageProjectSize ?? null,
    largestProjectSize: v.largestProjectSize ?? null,
    annualVolume: v.annualVolume ?? null,
    emr: v.emr ?? null,
    bondable: v.bondable ?? null,
    bondableRate: v.bondableRate ?? null,
    classificationsCertifications: v.classificationsCertifications,
    companyPerformActions: v.companyPerformActions,
    otherCompanyFollows: v.otherCompanyFollows ?? null,
    referenceName: v.referenceName ?? null,
    contractVolume: v.contractVolume ?? null,
    howHeard: v.howHeard ?? null,
    harkinsEmployeeName: v.harkinsEmployeeName ?? null,
    w9File: fileView(documents.w9File),
    generalContractReferencesDocument: fileView(documents.generalContractReferencesDocument),
  };
}
