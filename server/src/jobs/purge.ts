import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Rows that outlived their use, deleted hourly so the tables every request reads stay small: ended rate-limit
 * windows (each lasts an hour at most) and login throttles (15 minutes, or a block), tokens past their expiry
 * (a revoked token past it is refused anyway; reset and draft links past it open nothing), mail receipts older
 * than any retry (30 days) and idempotency keys older than a renewal cycle (400 days), and the REST facade's
 * Idempotency-Keys past their 24 hours (idempotency/).
 */
const PURGES: readonly [table: string, where: string][] = [
  ['rate_limit', `window_started_at < now() - interval '1 day'`],
  ['login_throttle', `window_started_at < now() - interval '1 day' and (blocked_until is null or blocked_until < now())`],
  ['revoked_token', `expires_at < now()`],
  ['password_reset_token', `expires_at < now() - interval '1 day'`],
  ['draft_access_token', `expires_at < now()`],
  ['mail_delivery', `sent_at < now() - interval '30 days'`],
  ['job_key', `created_at < now() - interval '400 days'`],
  ['idempotent_request', `expires_at < now()`],
];

export async function runPurge(orm: MikroORM): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [table, where] of PURGES) {
    const res = await orm.em.fork().getConnection().execute<{ affectedRows: number }>(`delete from "${table}" where ${where}`, [], 'run');
    deleted[table] = res.affectedRows;
  }
  return deleted;
}
