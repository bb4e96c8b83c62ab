import { PREQUAL_STATUSES, REGISTRATION_STATUSES } from '@portal/common/domain/statuses';
import type { RegistrationStatus } from '@portal/common/domain/statuses';
import type { CompanyInsuranceState } from '@portal/common/domain/company-insurance';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { CompanyInsuranceEnum } from './companies-list-insurance.js';
import { listOptionsType, pageType, SortOrderEnum } from '../../operations/list-binding.js';
import { COMPANIES_LIST } from './companies-list.js';
import type { CompaniesListItem } from './companies-list.service.js';

export { SortOrderEnum };
export const RegistrationStatusEnum = asEnum(REGISTRATION_STATUSES);
registerEnumType(RegistrationStatusEnum, { name: 'RegistrationStatus' });

/** A row of the Companies list: what the table shows, and why the company meets a qualified-vendor search. */
@ObjectType('CompanyListItem')
export class CompanyListItemType implements Omit<CompaniesListItem, 'prequalStatus'> {
  @Field(() => ID) vendorId!: string;
  @Field(() => String, { nullable: true }) accountId!: string | null;
  @Field(() => String) companyName!: string;
  @Field(() => String, { nullable: true }) taxId!: string | null;
  @Field(() => RegistrationStatusEnum, { description: 'The Approval Status column: the registration status.' }) registrationStatus!: RegistrationStatus;
  @Field(() => String, { description: `The overall status: ${PREQUAL_STATUSES.join(', ')}.` }) prequalStatus!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { nullable: true }) primaryContactFirstName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactLastName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail!: string | null;
  @Field(() => String, { nullable: true }) workPerformedCategory!: string | null;
  @Field(() => String, { nullable: true }) primaryTrade!: string | null;
  @Field(() => [String]) secondaryTrades!: string[];
  @Field(() => [String]) regions!: string[];
  @Field(() => [String]) marketSectors!: string[];
  @Field(() => [String]) classificationsCertifications!: string[];
  @Field(() => Int, {
    nullable: true,
    description: 'The prequalification score (0-100) the list sorts and filters by; null until scored. A reviewer decides; the score never decides alone.',
  })
  prequalScore!: number | null;
  @Field(() => CompanyInsuranceEnum, {
    description: "The company's insurance against the requirement profile (its compliance row as the insurance module keeps it); NONE without a policy on file.",
  })
  insurance!: CompanyInsuranceState;
  @Field(() => String, { nullable: true, description: "The newest approved prequalification's single limit (exact decimal); null without one." })
  singleLimit!: string | null;
  @Field(() => Date, { nullable: true, description: 'When that prequalification expires.' }) limitExpiresAt!: Date | null;
  @Field(() => [String], {
    description: 'Why the company meets each filter of a qualified-vendor search, e.g. "Primary trade: Electrical"; empty without one.',
  })
  qualifications!: string[];
  @Field(() => [CompanyAssociatedProjectType], { description: 'The projects assigned to the company, in the order assigned.' })
  associatedProjects!: CompanyAssociatedProjectType[];
}

@ObjectType('CompanyAssociatedProject', { description: 'A project assigned to a company, as the Companies list shows it.' })
export class CompanyAssociatedProjectType {
  @Field(() => ID) projectId!: string;
  @Field(() => String) projectName!: string;
  @Field(() => String, { nullable: true }) projectNumber!: string | null;
}

export const CompanyPageType = pageType('CompanyPage', () => CompanyListItemType);
export const CompaniesListOptions = listOptionsType('Companies', COMPANIES_LIST);

@ObjectType('DeletedCompany')
export class DeletedCompanyType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => Int, { description: "The company's users deleted with it." }) users!: number;
  @Field(() => Int, { description: 'Its prequalification cycles (with their forms) deleted with it.' }) prequalifications!: number;
  @Field(() => Int, { description: 'Its stored files deleted with it.' }) files!: number;
}
