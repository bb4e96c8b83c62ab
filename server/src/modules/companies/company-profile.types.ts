import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import type { CrmSyncStatus } from './vendor.entity.js';

/** The company page's staff-only header in GraphQL: its CRM account and sync state, ERP id and related accounts. */
export const CrmSyncStatusEnum = asEnum(['PENDING', 'SYNCED', 'FAILED'] as const);
registerEnumType(CrmSyncStatusEnum, {
  name: 'CrmSyncStatus',
  description: "The company's last account write to Dynamics 365: PENDING while its job is queued or retrying, SYNCED when written, FAILED when it gave up.",
});

@ObjectType('CrmSyncState', { description: 'Where the company\'s account write to Dynamics 365 ("Sync with 365") stands.' })
export class CrmSyncStateType {
  @Field(() => ID) vendorId!: string;
  @Field(() => CrmSyncStatusEnum, { nullable: true, description: 'Null before the first sync (a company never approved).' })
  status!: CrmSyncStatus | null;
  @Field(() => Date, { nullable: true, description: 'When the account was last written to the CRM.' }) syncedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'When FAILED: "Something went wrong syncing with 365, try again later"; null otherwise.' })
  message!: string | null;
  @Field(() => String, { nullable: true, description: 'When FAILED, why (the CRM\'s answer or "could not be reached"): internal roles only, null for vendors.' })
  error!: string | null;
}

@ObjectType('CompanyProfile', { description: "The company page's staff-only header: the CRM account, its link and sync state, and the ERP id." })
export class CompanyProfileType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String, { nullable: true, description: 'The CRM account id (set when the registration is approved).' }) accountId!: string | null;
  @Field(() => String, { nullable: true, description: "The company's ERP id." }) hb_erpid!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The account's Dynamics 365 record (DYNAMICS_URL); null without an account or on the CRM simulator.",
  })
  crmUrl!: string | null;
  @Field(() => Int, { description: "The company's version (see VendorRegistration.version)." }) version!: number;
  @Field(() => CrmSyncStateType, { description: 'Where the last "Sync with 365" stands.' }) crmSync!: CrmSyncStateType;
}

@ObjectType('RelatedAccount', { description: 'A company on the other side of a related-account link.' })
export class RelatedAccountType {
  @Field(() => String) accountId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String, { nullable: true }) taxId!: string | null;
  @Field(() => ID) vendorId!: string;
}

@ObjectType('RelatedAccounts', { description: "An account's parents and children, by company name (REST: parent-accounts, child-accounts)." })
export class RelatedAccountsType {
  @Field(() => [RelatedAccountType]) parentAccounts!: RelatedAccountType[];
  @Field(() => [RelatedAccountType]) childAccounts!: RelatedAccountType[];
}
