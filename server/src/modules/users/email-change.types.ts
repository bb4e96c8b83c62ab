import { Field, ObjectType } from 'type-graphql';

/** What confirmEmailChange answers: the account's address from now on, and what to tell the user. */
@ObjectType('EmailChangeConfirmation')
export class EmailChangeConfirmation {
  @Field(() => String, { description: 'The new sign-in e-mail of the account.' }) email!: string;
  @Field(() => String) message!: string;
}
