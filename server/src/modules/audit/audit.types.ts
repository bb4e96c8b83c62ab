import { Field, ID, ObjectType } from 'type-graphql';
import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { AUDIT_LIST, type AuditChangeView, type AuditLogView } from './audit-list.js';

@ObjectType('AuditChange', { description: 'One changed field of an activity log entry: field: from -> to, or field: value.' })
export class AuditChangeType implements AuditChangeView {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) from!: string | null;
  @Field(() => String, { nullable: true }) to!: string | null;
  @Field(() => String, { nullable: true, description: 'The recorded value when the entry is not a before/after pair.' }) value!: string | null;
}

@ObjectType('AuditLog', { description: 'One entry of the activity log.' })
export class AuditLogType implements AuditLogView {
  @Field(() => ID) logId!: string;
  @Field(() => String, { description: 'The kind of record, as recorded (e.g. Vendor).' }) entityType!: string;
  @Field(() => String, { description: "The kind of record in the audit catalogue's words (e.g. Company)." }) entityTypeLabel!: string;
  @Field(() => String, { nullable: true }) entityId!: string | null;
  @Field(() => String, { description: 'The action, as recorded (e.g. REGISTRATION_APPROVED).' }) action!: string;
  @Field(() => String, { description: "The action in the audit catalogue's words." }) actionLabel!: string;
  @Field(() => ID, { nullable: true }) performedById!: string | null;
  @Field(() => String) performedBy!: string;
  @Field(() => Date) performedAt!: Date;
  @Field(() => ID, { nullable: true, description: 'The company the entry is about.' }) vendorId!: string | null;
  @Field(() => [AuditChangeType]) changes!: AuditChangeType[];
}

export const AuditLogPageType = pageType('AuditLogPage', () => AuditLogType);
export const AuditLogsListOptions = listOptionsType('AuditLogs', AUDIT_LIST);
