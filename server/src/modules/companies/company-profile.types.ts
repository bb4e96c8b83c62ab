import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CrmSyncStateType } from './crm-sync.types.js';

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
