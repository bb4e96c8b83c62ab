import type { SignUpInput as SignUpFormInput } from '@portal/common/validation/signup';
import type { CreateCompanyUserInput } from '@portal/common/validation/users';
import { Field, InputType } from 'type-graphql';

/** Checked against the shared zod input type, so the two cannot drift apart. */
@InputType('SignUpInput')
export class SignUpInput implements SignUpFormInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) phone!: string;
}

/** A user added to a company (POST /vendors/create-user/{accountId}); checked against the shared zod input type. */
@InputType('CompanyUserInput')
export class CompanyUserInput implements CreateCompanyUserInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) phone!: string;
}
