import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import type { CrmSyncStatus } from './vendor.entity.js';

export const CrmSyncStatusEnum = asEnum(['PENDING', 'SYNCED', 'FAILED'] as const);
registerEnumType(CrmSyncStatusEnum, {
  name: 'CrmSyncStatus',
  description: "The company's last account write to Dynamics 365: PENDING while its job is queued or retrying, SYNCED when written, FAILED when it gave up.",
});

@ObjectType('CrmSyncState', { description: 'Where the company\'s account write to Dynamics 365 ("Sync with 365") stands.' })
export class CrmSyncStateType {
  @Field(() => ID) vendorId!: string;
  @Field(() => CrmSyncStatusEnum, { nullable: true, description: 'Null before the first sync (a company never approved).' })
  status!: CrmSyncStatus | null;
  @Field(() => Date, { nullable: true, description: 'When the account was last written to the CRM.' }) syncedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'When FAILED: "Something went wrong syncing with 365, try again later"; null otherwise.' })
  message!: string | null;
  @Field(() => String, { nullable: true, description: 'When FAILED, why (the CRM\'s answer or "could not be reached"): internal roles only, null for vendors.' })
  error!: string | null;
}
