import { Field, ObjectType } from 'type-graphql';

@ObjectType('LookupOption')
export class LookupOptionType {
  @Field(() => String) label!: string;
  @Field(() => String) value!: string;
}
