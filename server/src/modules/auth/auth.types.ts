import { Field, ObjectType } from 'type-graphql';
import { UserType } from '../users/index.js';

@ObjectType('LoginPayload')
export class LoginPayload {
  @Field(() => String) accessToken!: string;
  @Field(() => UserType) user!: UserType;
}

@ObjectType('SuccessPayload')
export class SuccessPayload {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}
