import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { INVITATION_OUTCOMES, type InvitationOutcome } from './invitations.service.js';

export const InvitationOutcomeEnum = Object.fromEntries(INVITATION_OUTCOMES.map((o) => [o, o])) as { [K in InvitationOutcome]: K };
registerEnumType(InvitationOutcomeEnum, {
  name: 'InvitationOutcome',
  description: 'What happens to a row of a bulk-invite file: INVITE, ALREADY_REGISTERED, DRAFT_EXISTS, DUPLICATE_IN_FILE or INVALID.',
});

@ObjectType('CompanyInvitationRow', { description: 'A row of a bulk-invite file with its outcome.' })
export class CompanyInvitationRowType {
  @Field(() => Int, { description: 'The row among the data rows of the file, from 1.' }) rowNumber!: number;
  @Field({ description: 'The tax ID, normalised to NN-NNNNNNN when it has nine digits.' }) taxId!: string;
  @Field() companyName!: string;
  @Field() contactEmail!: string;
  @Field(() => InvitationOutcomeEnum) outcome!: InvitationOutcome;
  @Field({ description: 'Why the row has its outcome, in words for the admin.' }) reason!: string;
  @Field(() => String, { nullable: true, description: 'For INVALID: taxId, companyName or contactEmail.' }) field!: string | null;
  @Field(() => String, { nullable: true, description: 'The registration status of the company already holding the tax ID.' }) existingStatus!: string | null;
  @Field(() => String, { nullable: true }) existingCompanyName!: string | null;
}

@ObjectType('CompanyInvitationCounts')
export class CompanyInvitationCountsType {
  @Field(() => Int) invite!: number;
  @Field(() => Int) alreadyRegistered!: number;
  @Field(() => Int) draftExists!: number;
  @Field(() => Int) duplicateInFile!: number;
  @Field(() => Int) invalid!: number;
}

@ObjectType('CompanyInvitationBatch', { description: "A bulk-invite file's rows and counts per outcome; invitedCount is 0 for a preview." })
export class CompanyInvitationBatchType {
  @Field(() => [CompanyInvitationRowType]) rows!: CompanyInvitationRowType[];
  @Field(() => CompanyInvitationCountsType) counts!: CompanyInvitationCountsType;
  @Field(() => Int) invitedCount!: number;
}
