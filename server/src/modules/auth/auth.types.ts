import { Field, ObjectType } from 'type-graphql';
import { UserType } from '../users/index.js';

@ObjectType('LoginPayload')
export class LoginPayload {
  @Field(() => String, { nullable: true, description: 'The session; null while a second factor is owed (mfaRequired, mfaEnrolmentRequired).' })
  accessToken!: string | null;
  @Field(() => UserType, { nullable: true }) user!: UserType | null;
  @Field(() => Boolean, { description: 'The account has two-factor authentication: send a code with mfaToken to loginMfa.' })
  mfaRequired!: boolean;
  @Field(() => Boolean, { description: 'The portal requires a second factor of this staff account: set it up with mfaToken (totpSetup, totpConfirm).' })
  mfaEnrolmentRequired!: boolean;
  @Field(() => String, { nullable: true, description: 'A pending sign-in, valid for minutes, that grants only its next step.' })
  mfaToken!: string | null;
}

@ObjectType('SuccessPayload')
export class SuccessPayload {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}
