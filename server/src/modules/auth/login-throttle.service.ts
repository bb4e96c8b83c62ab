import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@portal/common/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

const WINDOW_MINUTES = 15;

/**
 * Slows and then refuses repeated failed logins, per client address and per account.
 * Counters live in PostgreSQL (table login_throttle) so replicas share them.
 */
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<Config, 'LOGIN_SLOW_AFTER' | 'LOGIN_BLOCK_AFTER_ACCOUNT' | 'LOGIN_BLOCK_AFTER_CLIENT' | 'LOGIN_BLOCK_SECONDS' | 'LOGIN_DELAY_MS'>,
  ) {}

  static keys(ip: string, email: string) {
    return { client: `ip:${ip}`, account: `account:${email.toLowerCase()}` };
  }

  /** Refuses with 429 and a Retry-After while either key is blocked. */
  async assertAllowed(keys: { client: string; account: string }): Promise<void> {
    const rows: { blocked_until: Date }[] = await this.em.getConnection().execute(
      `select blocked_until from login_throttle where key in (?, ?) and blocked_until > now()`,
      [keys.client, keys.account],
    );
    if (rows.length === 0) return;
    const until = Math.max(...rows.map((r) => new Date(r.blocked_until).getTime()));
    const retryAfterSeconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLogins, { retryAfterSeconds });
  }

  /** Counts a failure on both keys, blocks a key past its limit, and waits longer after each failure past the first few. */
  async recordFailure(keys: { client: string; account: string }): Promise<void> {
    const accountFailures = await this.bump(keys.account, this.config.LOGIN_BLOCK_AFTER_ACCOUNT);
    await this.bump(keys.client, this.config.LOGIN_BLOCK_AFTER_CLIENT);
    const over = accountFailures - this.config.LOGIN_SLOW_AFTER;
    if (over > 0 && this.config.LOGIN_DELAY_MS > 0) {
      await sleep(Math.min(this.config.LOGIN_DELAY_MS * 2 ** (over - 1), 5000));
    }
  }

  async clear(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from login_throttle where key = ?`, [key]);
  }

  private async bump(key: string, blockAfter: number): Promise<number> {
    const [row]: { failures: number }[] = await this.em.getConnection().execute(
      `insert into login_throttle (key, failures, window_started_at) values (?, 1, now())
       on conflict (key) do update set
         failures = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes' then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes' then now() else login_throttle.window_started_at end,
         blocked_until = case when login_throttle.blocked_until <= now() then null else login_throttle.blocked_until end
       returning failures`,
      [key],
    );
    if (row.failures >= blockAfter) {
      await this.em.getConnection().execute(
        `update login_throttle set blocked_until = now() + (? * interval '1 second'), failures = 0, window_started_at = now() where key = ?`,
        [this.config.LOGIN_BLOCK_SECONDS, key],
      );
    }
    return row.failures;
  }
}
