import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('CompanyMatch', { description: 'A company with the same tax ID (verify-tax-id).' })
export class CompanyMatchType {
  @Field(() => String) companyName!: string;
  @Field(() => String) accountId!: string;
}

@ObjectType('DraftMatch', {
  description:
    "A draft registration with the same tax ID (verify-tax-id). Its id opens nothing by itself: the draft is continued with its secret, which sendDraftLink(vendorId) mails to the draft's contact.",
})
export class DraftMatchType {
  @Field(() => String) companyName!: string;
  @Field(() => ID, { description: 'Names the draft for sendDraftLink; reading or changing the draft needs its secret (draftToken).' }) vendorId!: string;
}

@ObjectType('TaxIdVerification')
export class TaxIdVerificationType {
  @Field(() => [CompanyMatchType]) vendorsWithSameTaxId!: CompanyMatchType[];
  @Field(() => [DraftMatchType]) draftVendors!: DraftMatchType[];
  @Field(() => Boolean) isExistsInDynamics!: boolean;
  @Field(() => Boolean) isExistsInDatabase!: boolean;
  @Field(() => [CompanyMatchType], {
    description: "Outcome (b): the CRM's accounts with this tax ID that no portal company has yet; signUp(accountNumber, taxId) creates a user for one.",
  })
  crmAccounts!: CompanyMatchType[];
  @Field(() => Boolean, { description: 'Every registration with this tax ID past the draft stage was not approved.' })
  isRegistrationRejected!: boolean;
}
