import type { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_MESSAGES, type createApiKeySchema, type rotateApiKeySchema } from '@portal/common/validation/api-keys';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { ApiKey } from './api-key.entity.js';
import { newApiKeySecret } from './api-key-secret.js';

export type ApiKeyStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** A key as the list shows it: never its secret or its hash. */
export interface ApiKeyView {
  apiKeyId: string;
  name: string;
  /** `pqk_<prefix>`: the start of the key, to tell keys apart. */
  prefix: string;
  permissions: string[];
  vendorId: string | null;
  companyName: string | null;
  expiresAt: Date;
  requestsPerMinute: number;
  createdBy: string;
  createdAt: Date;
  rotatedAt: Date | null;
  /** Until when the secret before the last rotation still works (null: it no longer does). */
  previousSecretExpiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  status: ApiKeyStatus;
}

/** A new or rotated key: the secret is in this answer only. */
export interface ApiKeySecretView {
  apiKey: ApiKeyView;
  secret: string;
}

/**
 * API keys, managed by the system admin (apiKeys.manage): create, list, rotate, revoke, each audited. A key never
 * manages keys: the permission is not one a key may hold, and each call here refuses a key's caller again.
 */
export class ApiKeysService {
  constructor(private readonly em: EntityManager) {}

  async list(a: Actor): Promise<ApiKeyView[]> {
    byPerson(a);
    const keys = await this.em.find(ApiKey, {}, { populate: ['vendor'], orderBy: { createdAt: 'desc', id: 'desc' } });
    return keys.map(toView);
  }

  async create(a: Actor, input: z.output<typeof createApiKeySchema>): Promise<ApiKeySecretView> {
    byPerson(a);
    return this.em.transactional(async (tx) => {
      let vendor: Vendor | null = null;
      if (input.vendorId) {
        vendor = await tx.findOne(Vendor, { id: input.vendorId });
        if (!vendor) throw AppError.notFound('Company');
      }
      const { key, prefix, secretHash } = newApiKeySecret();
      const row = tx.create(ApiKey, {
        name: input.name,
        prefix,
        secretHash,
        permissions: [...new Set(input.permissions)],
        vendor,
        expiresAt: input.expiresAt,
        requestsPerMinute: input.requestsPerMinute,
        createdById: a.userId,
        createdBy: a.name,
      });
      audit(tx, a, {
        entityType: 'ApiKey',
        entityId: row.id,
        action: 'API_KEY_CREATED',
        vendorId: vendor?.id ?? null,
        changes: { name: row.name, prefix: row.prefix, permissions: row.permissions, expiresAt: row.expiresAt.toISOString(), requestsPerMinute: row.requestsPerMinute },
      });
      await tx.flush();
      return { apiKey: toView(row), secret: key };
    });
  }

  /** A new secret; the old one keeps working for the grace period (0: it stops now). */
  async rotate(a: Actor, apiKeyId: string, { graceHours }: z.output<typeof rotateApiKeySchema>): Promise<ApiKeySecretView> {
    byPerson(a);
    return this.em.transactional(async (tx) => {
      const row = await this.keyOf(tx, apiKeyId);
      if (row.revokedAt) throw new AppError('CONFLICT', API_KEY_MESSAGES.revoked);
      const { key, secretHash } = newApiKeySecret(row.prefix);
      const now = new Date();
      row.previousSecretHash = graceHours > 0 ? row.secretHash : null;
      row.previousSecretExpiresAt = graceHours > 0 ? new Date(now.getTime() + graceHours * 3_600_000) : null;
      row.secretHash = secretHash;
      row.rotatedAt = now;
      audit(tx, a, { entityType: 'ApiKey', entityId: row.id, action: 'API_KEY_ROTATED', vendorId: row.vendor?.id ?? null, changes: { name: row.name, graceHours } });
      await tx.flush();
      return { apiKey: toView(row), secret: key };
    });
  }

  /** Ends the key and any secret of it at once; the row stays, listed as revoked. Revoking twice changes nothing. */
  async revoke(a: Actor, apiKeyId: string): Promise<ApiKeyView> {
    byPerson(a);
    return this.em.transactional(async (tx) => {
      const row = await this.keyOf(tx, apiKeyId);
      if (!row.revokedAt) {
        row.revokedAt = new Date();
        row.previousSecretHash = null;
        row.previousSecretExpiresAt = null;
        audit(tx, a, { entityType: 'ApiKey', entityId: row.id, action: 'API_KEY_REVOKED', vendorId: row.vendor?.id ?? null, changes: { name: row.name } });
        await tx.flush();
      }
      return toView(row);
    });
  }

  private async keyOf(tx: EntityManager, apiKeyId: string): Promise<ApiKey> {
    assertUuid(apiKeyId, 'API key');
    const row = await tx.findOne(ApiKey, { id: apiKeyId }, { populate: ['vendor'], lockMode: 4 /* PESSIMISTIC_WRITE: two rotations at once */ });
    if (!row) throw AppError.notFound('API key');
    return row;
  }
}

/** Keys are managed by a person: a leaked key must not mint keys or keep itself alive. */
function byPerson(a: Actor): void {
  if (a.apiKey) throw AppError.forbidden(API_KEY_MESSAGES.keysCannotManageKeys);
}

function statusOf(k: ApiKey, now = Date.now()): ApiKeyStatus {
  if (k.revokedAt) return 'REVOKED';
  return k.expiresAt.getTime() <= now ? 'EXPIRED' : 'ACTIVE';
}

function toView(k: ApiKey): ApiKeyView {
  const previous = k.previousSecretExpiresAt && k.previousSecretExpiresAt.getTime() > Date.now() ? k.previousSecretExpiresAt : null;
  return {
    apiKeyId: k.id,
    name: k.name,
    prefix: `pqk_${k.prefix}`,
    permissions: [...k.permissions],
    vendorId: k.vendor?.id ?? null,
    companyName: k.vendor?.companyName ?? null,
    expiresAt: k.expiresAt,
    requestsPerMinute: k.requestsPerMinute,
    createdBy: k.createdBy,
    createdAt: k.createdAt,
    rotatedAt: k.rotatedAt ?? null,
    previousSecretExpiresAt: previous,
    lastUsedAt: k.lastUsedAt ?? null,
    revokedAt: k.revokedAt ?? null,
    status: statusOf(k),
  };
}
