import type { SignUpInput as SignUpFormInput } from '@portal/common/validation/signup';
import { Field, InputType } from 'type-graphql';

/** Checked against the shared zod input type, so the two cannot drift apart. */
@InputType('SignUpInput')
export class SignUpInput implements SignUpFormInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) phone!: string;
}
