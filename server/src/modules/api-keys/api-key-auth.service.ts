import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '@portal/common/auth/roles';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { createClientRateLimiter } from '../../limits/client-rate-limiter.js';
import { hashApiKeySecret, parseApiKey, secretMatches } from './api-key-secret.js';

/** The one read behind a key's request: the key's row and, by the database's clock, which of its secrets count. */
const KEY_SQL = `select k.id, k.name, k.permissions, k.vendor_id, k.secret_hash, k.previous_secret_hash, k.expires_at, k.requests_per_minute,
  k.revoked_at is not null as revoked,
  k.expires_at <= now() as expired,
  coalesce(k.previous_secret_expires_at > now(), false) as previous_valid,
  (k.last_used_at is null or k.last_used_at < now() - interval '1 minute') as use_stale
  from api_key k where k.prefix = ?`;

interface KeyRow {
  id: string;
  name: string;
  permissions: Permission[];
  vendor_id: string | null;
  secret_hash: string;
  previous_secret_hash: string | null;
  expires_at: Date;
  requests_per_minute: number;
  revoked: boolean;
  expired: boolean;
  previous_valid: boolean;
  use_stale: boolean;
}

/** Written only when the last write is a minute old, and only once when two requests race for it. */
const TOUCH_SQL = `update api_key set last_used_at = now() where id = ? and (last_used_at is null or last_used_at < now() - interval '1 minute')`;

/** What the audit log and the Activity Logs screen show for a key's writes. */
export const apiKeyActorName = (name: string) => `API key: ${name}`;

/**
 * Turns an API key (X-API-Key, or a bearer token of the key's shape; server/src/context.ts) into the caller: the
 * key's permissions, its company (then it acts as the company's user does: vendorScope and the ownership check), its
 * name for the audit log. A key that is unknown, wrong, revoked, expired or past its rotation's grace is refused
 * with UNAUTHENTICATED (401); each key is then limited to its requests per minute (429).
 */
export class ApiKeyAuthService {
  constructor(private readonly em: EntityManager) {}

  async resolveActor(key: string): Promise<Actor> {
    const parsed = parseApiKey(key);
    if (!parsed) throw AppError.unauthenticated('Invalid API key.');
    const conn = this.em.getConnection();
    const [row] = await conn.execute<KeyRow[]>(KEY_SQL, [parsed.prefix]);
    const hash = hashApiKeySecret(parsed.secret);
    const matches = !!row && (secretMatches(hash, row.secret_hash) || (row.previous_valid && secretMatches(hash, row.previous_secret_hash)));
    if (!row || !matches) throw AppError.unauthenticated('Invalid API key.');
    if (row.revoked) throw AppError.unauthenticated('This API key was revoked.');
    if (row.expired) throw AppError.unauthenticated('This API key has expired.');

    await createClientRateLimiter(this.em, {
      scope: 'api-key',
      limit: row.requests_per_minute,
      windowMs: 60_000,
      message: 'Too many requests with this API key. Please slow down.',
    }).consume(row.id);
    if (row.use_stale) await conn.execute(TOUCH_SQL, [row.id]);

    return {
      userId: row.id,
      // The least role of the key's side: rules written against a role grant a key nothing its permissions do not.
      role: row.vendor_id ? 'VENDOR_USER' : 'PREQUAL_VIEWER',
      name: apiKeyActorName(row.name),
      email: '',
      vendorId: row.vendor_id,
      tokenId: row.id,
      tokenExpiresAt: new Date(row.expires_at),
      apiKey: { id: row.id, permissions: row.permissions },
    };
  }
}
