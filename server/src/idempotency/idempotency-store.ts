import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a retry gets the first answer again. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim older than this is a request whose process died mid-way: the key may be claimed again. */
export const STALE_CLAIM_MINUTES = 15;

export interface StoredAnswer {
  fingerprint: string | null;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  /** Null while the first request is still running. */
  completedAt: Date | null;
}

/**
 * A new claim, or the row of an expired key or a stale claim started afresh; nothing (no row returned) when a
 * live row holds the key. The database's clock decides, so replicas agree.
 */
const CLAIM_SQL = `
  insert into idempotent_request as r (caller, key, fingerprint, claim, started_at, expires_at)
  values (?, ?, ?, ?, now(), now() + ?::int * interval '1 hour')
  on conflict (caller, key) do update set
    fingerprint = excluded.fingerprint, claim = excluded.claim, started_at = excluded.started_at, expires_at = excluded.expires_at,
    status = null, headers = null, body = null, completed_at = null
  where r.expires_at <= now() or (r.completed_at is null and r.started_at < now() - ?::int * interval '1 minute')
  returning r.claim`;

/** The rows of the REST facade's Idempotency-Keys (table idempotent_request), each statement on its own. */
export class IdempotencyStore {
  constructor(private readonly em: Pick<EntityManager, 'getConnection'>) {}

  /** Takes the key for this request (true), unless a live row holds it. */
  async claim(caller: string, key: string, claim: string, fingerprint: string | null): Promise<boolean> {
    const rows = await this.em.getConnection().execute(CLAIM_SQL, [caller, key, fingerprint, claim, IDEMPOTENCY_TTL_HOURS, STALE_CLAIM_MINUTES]);
    return rows.length === 1;
  }

  async find(caller: string, key: string): Promise<StoredAnswer | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ fingerprint: string | null; status: number | null; headers: Record<string, string> | null; body: string | null; completed_at: Date | null }[]>(
        `select fingerprint, status, headers, body, completed_at from idempotent_request where caller = ? and key = ? and expires_at > now()`,
        [caller, key],
      );
    return row ? { fingerprint: row.fingerprint, status: row.status, headers: row.headers, body: row.body, completedAt: row.completed_at } : null;
  }

  /** Keeps the answer of the request holding the claim (a claim taken over as stale keeps nothing). */
  async complete(
    caller: string,
    key: string,
    claim: string,
    answer: { fingerprint: string; status: number; headers: Record<string, string>; body: string },
  ): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        `update idempotent_request set fingerprint = ?, status = ?, headers = ?::jsonb, body = ?, completed_at = now(), claim = null where caller = ? and key = ? and claim = ?`,
        [answer.fingerprint, answer.status, JSON.stringify(answer.headers), answer.body, caller, key, claim],
        'run',
      );
  }

  /** Frees the key of a request that kept no answer (a 5xx, a client gone), so a retry runs afresh. */
  async release(caller: string, key: string, claim: string): Promise<void> {
    await this.em.getConnection().execute(`delete from idempotent_request where caller = ? and key = ? and claim = ?`, [caller, key, claim], 'run');
  }
}
