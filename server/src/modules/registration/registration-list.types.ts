import type { RegistrationStatus } from '@portal/common/domain/statuses';
import { Field, ID, ObjectType } from 'type-graphql';
import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { RegistrationStatusEnum } from '../companies/index.js';
import { REGISTRATION_LIST, type RegistrationListRow } from './registration-list.js';

/** A row of the admin registration lists: only what the lists show (the whole registration is `registration(vendorId)`). */
@ObjectType('RegistrationListItem')
export class RegistrationListItemType implements RegistrationListRow {
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String, { nullable: true }) taxId!: string | null;
  @Field(() => RegistrationStatusEnum) registrationStatus!: RegistrationStatus;
  @Field(() => String) prequalStatus!: string;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => String, { nullable: true }) primaryContactFirstName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactLastName!: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail!: string | null;
}

export const RegistrationPageType = pageType('RegistrationPage', () => RegistrationListItemType);
export const RegistrationsListOptions = listOptionsType('Registrations', REGISTRATION_LIST);
