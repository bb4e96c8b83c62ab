import { ArgsType, Field, ID, Int } from 'type-graphql';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import type { RegistrationWrite } from './company-form.service.js';
import { RegistrationInput } from './company.types.js';

/** The GraphQL arguments of a company-form save: the company to continue (optional), the form, its documents. */
@ArgsType()
export class RegistrationWriteArgs {
  @Field(() => ID, { nullable: true }) vendorId?: string | null;
  @Field(() => RegistrationInput) input!: RegistrationInput;
  @Field(() => GraphQLUpload, { nullable: true }) w9File?: UploadArg;
  @Field(() => GraphQLUpload, { nullable: true }) generalContractReferencesDocument?: UploadArg;
  @Field(() => Int, {
    nullable: true,
    description:
      "The company's `version` as loaded. When it is no longer the stored one the save is refused with CONFLICT (extensions.fieldErrors.version) and nothing is written. Leave it out to save regardless (older clients).",
  })
  version?: number | null;
}

/** The arguments of an edit of an existing company's form: the same, with the company required. */
@ArgsType()
export class RegistrationEditArgs extends RegistrationWriteArgs {
  @Field(() => ID) declare vendorId: string;
}

/** The service's write from the arguments: the form values, the uploads (read off the request) and the version loaded. */
export async function writeOf(args: RegistrationWriteArgs): Promise<Omit<RegistrationWrite, 'vendorId'>> {
  return {
    // GraphQL has checked the field types; the service parses the values with the form's schema.
    input: { ...args.input } as RegistrationWrite['input'],
    uploads: { w9File: await resolveUpload(args.w9File), generalContractReferencesDocument: await resolveUpload(args.generalContractReferencesDocument) },
    expectedVersion: args.version ?? null,
  };
}
