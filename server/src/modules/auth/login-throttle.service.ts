import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@portal/common/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

const WINDOW_MINUTES = 15;

export interface LoginKeys {
  /** One client on one account: slowed by the account key, then refused. */
  clientAccount: string;
  /** One client across accounts: refused, so spraying many accounts from one address stops too. */
  client: string;
  /** The account from anywhere: only ever slows, never refuses, so failures cannot lock its owner out. */
  account: string;
}

type ThrottleConfig = Pick<
  Config,
  'LOGIN_SLOW_AFTER' | 'LOGIN_DELAY_MS' | 'LOGIN_MAX_DELAY_MS' | 'LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT' | 'LOGIN_BLOCK_AFTER_CLIENT' | 'LOGIN_BLOCK_SECONDS'
>;

/**
 * Failed-login throttling. Counters live in PostgreSQL (table login_throttle) so replicas share them.
 * Refusals are per client (address), never per account: an attacker who knows an e-mail can block only
 * themselves, while the owner signing in from elsewhere is at most delayed.
 */
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: ThrottleConfig,
  ) {}

  static keys(ip: string, email: string): LoginKeys {
    const account = email.toLowerCase();
    return { clientAccount: `ip-account:${ip}:${account}`, client: `ip:${ip}`, account: `account:${account}` };
  }

  /**
   * Refuses with 429 and a Retry-After while this client is blocked, for this account or altogether; then
   * waits as the account's recent failures ask. The wait comes before the password is checked and applies to
   * right and wrong passwords alike, so an early answer never tells a guesser that the password was right.
   */
  async admit(keys: LoginKeys): Promise<void> {
    const rows: { key: string; failures: number; blocked_seconds: number | null }[] = await this.em.getConnection().execute(
      `select key,
              case when window_started_at > now() - interval '${WINDOW_MINUTES} minutes' then failures else 0 end as failures,
              case when blocked_until > now() then ceil(extract(epoch from blocked_until - now()))::int end as blocked_seconds
         from login_throttle where key in (?, ?, ?)`,
      [keys.clientAccount, keys.client, keys.account],
    );
    const blocked = rows.filter((r) => r.key !== keys.account && r.blocked_seconds !== null).map((r) => r.blocked_seconds!);
    if (blocked.length > 0) {
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLogins, { retryAfterSeconds: Math.max(1, ...blocked) });
    }
    const accountFailures = rows.find((r) => r.key === keys.account)?.failures ?? 0;
    const delay = this.delayMs(accountFailures);
    if (delay > 0) await sleep(delay);
  }

  /** Counts a failure on all three keys; a client key past its limit is blocked. */
  async recordFailure(keys: LoginKeys): Promise<void> {
    await this.bump(keys.clientAccount, this.config.LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT);
    await this.bump(keys.client, this.config.LOGIN_BLOCK_AFTER_CLIENT);
    await this.bump(keys.account, null);
  }

  /**
   * After a successful sign-in: this client proved it knows the password, so its count on the account goes.
   * The account-wide count stays until its window ends, or an attacker could have the owner reset it.
   */
  async recordSuccess(keys: LoginKeys): Promise<void> {
    await this.em.getConnection().execute(`delete from login_throttle where key = ?`, [keys.clientAccount]);
  }

  /** LOGIN_DELAY_MS once the account has LOGIN_SLOW_AFTER failures, doubling with each one more, capped. */
  private delayMs(accountFailures: number): number {
    const over = accountFailures - this.config.LOGIN_SLOW_AFTER;
    if (over < 0 || this.config.LOGIN_DELAY_MS === 0) return 0;
    return Math.min(this.config.LOGIN_DELAY_MS * 2 ** Math.min(over, 30), this.config.LOGIN_MAX_DELAY_MS);
  }

  /** One failure more in the key's 15-minute window; at `blockAfter` the key is blocked and counts again from 0. */
  private async bump(key: string, blockAfter: number | null): Promise<void> {
    const [row]: { failures: number }[] = await this.em.getConnection().execute(
      `insert into login_throttle (key, failures, window_started_at) values (?, 1, now())
       on conflict (key) do update set
         failures = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes' then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes' then now() else login_throttle.window_started_at end,
         blocked_until = case when login_throttle.blocked_until <= now() then null else login_throttle.blocked_until end
       returning failures`,
      [key],
    );
    // An upsert with RETURNING answers exactly one row.
    if (!row) throw new Error('login_throttle upsert answered no row');
    if (blockAfter !== null && row.failures >= blockAfter) {
      await this.em
        .getConnection()
        .execute(`update login_throttle set blocked_until = now() + (? * interval '1 second'), failures = 0, window_started_at = now() where key = ?`, [
          this.config.LOGIN_BLOCK_SECONDS,
          key,
        ]);
    }
  }
}
