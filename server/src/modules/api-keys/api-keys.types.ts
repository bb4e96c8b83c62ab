import type { Permission } from '@portal/common/auth/roles';
import type { CreateApiKeyInput as CreateApiKeyFormInput } from '@portal/common/validation/api-keys';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import type { ApiKeyStatus } from './api-keys.service.js';

export const ApiKeyStatusEnum = asEnum(['ACTIVE', 'EXPIRED', 'REVOKED'] as const);
registerEnumType(ApiKeyStatusEnum, { name: 'ApiKeyStatus', description: 'Whether a key still works: ACTIVE, EXPIRED (past its expiry) or REVOKED.' });

@ObjectType('ApiKey', { description: 'A service account key (its secret is shown once, when created or rotated, and never stored).' })
export class ApiKeyType {
  @Field(() => ID) apiKeyId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The start of the key (pqk_<prefix>), to tell keys apart.' }) prefix!: string;
  @Field(() => [String], { description: 'Permissions of the permission map the key holds.' }) permissions!: string[];
  @Field(() => ID, { nullable: true, description: "The one company the key reaches (as the company's user does); null: a staff key." })
  vendorId!: string | null;
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Int) requestsPerMinute!: number;
  @Field(() => String, { description: 'The name of the system admin who created it.' }) createdBy!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) rotatedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Until when the secret before the last rotation still works; null when it no longer does.' })
  previousSecretExpiresAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the key was last used (kept to the minute).' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field(() => ApiKeyStatusEnum) status!: ApiKeyStatus;
}

@ObjectType('ApiKeySecret', { description: 'A new or rotated key with its secret: the only answer that ever carries it.' })
export class ApiKeySecretType {
  @Field(() => ApiKeyType) apiKey!: ApiKeyType;
  @Field(() => String, { description: 'The whole key (pqk_<prefix>_<secret>), for Authorization: Bearer or X-API-Key.' }) secret!: string;
}

/** POST /api-keys; checked against the shared zod input type. */
@InputType('CreateApiKeyInput')
export class CreateApiKeyInput implements CreateApiKeyFormInput {
  @Field(() => String) name!: string;
  @Field(() => [String], { description: 'Permissions the key holds: a subset of the permission map (a company key: what its admin holds).' })
  permissions!: Permission[];
  @Field(() => ID, { nullable: true, description: 'The one company the key reaches; absent: a staff key.' }) vendorId?: string | null;
  @Field(() => Date, { description: 'When the key stops working (at most 366 days ahead).' }) expiresAt!: Date;
  @Field(() => Int, { nullable: true, description: 'Requests per minute (default 600).' }) requestsPerMinute?: number | null;
}
