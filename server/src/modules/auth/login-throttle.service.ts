import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@portal/common/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import { PreparedStatement } from '../../db/prepared-statement.js';
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

/** A key's failures in its current window, and the seconds left of its block (null: not blocked). */
export interface ThrottleState {
  key: string;
  failures: number;
  blocked_seconds: number | null;
}

/**
 * The state of three keys as one JSON list of ThrottleState, as an expression another statement can select (sign-in
 * reads it beside the account, in one round trip). Parameters: LoginThrottleService.stateParams.
 */
export const LOGIN_THROTTLE_STATE_SQL = `(select coalesce(json_agg(json_build_object(
    'key', key,
    'failures', case when window_started_at > now() - interval '${WINDOW_MINUTES} minutes' then failures else 0 end,
    'blocked_seconds', case when blocked_until > now() then ceil(extract(epoch from blocked_until - now()))::int end)), '[]'::json)
  from login_throttle where key in (?, ?, ?))`;

/**
 * A failure counted on the three keys (parameters: LoginThrottleService.stateParams), planned once per connection
 * (db/prepared-statement.ts): each key's count in its window goes up by one, a key whose window has ended starts
 * again at 1, and an ended block is forgotten.
 */
const countFailure = new PreparedStatement<{ key: string; failures: number }>(
  'login-throttle-count-failure',
  `insert into login_throttle (key, failures, window_started_at) values (?, 1, now()), (?, 1, now()), (?, 1, now())
   on conflict (key) do update set
     failures = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes' then 1 else login_throttle.failures + 1 end,
     window_started_at = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes' then now() else login_throttle.window_started_at end,
     blocked_until = case when login_throttle.blocked_until <= now() then null else login_throttle.blocked_until end
   returning key, failures`,
);

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

  /** The three keys' state, in the order LOGIN_THROTTLE_STATE_SQL takes them. */
  static stateParams(keys: LoginKeys): string[] {
    return [keys.clientAccount, keys.client, keys.account];
  }

  /**
   * Refuses with 429 and a Retry-After while this client is blocked, for this account or altogether; then
   * waits as the account's recent failures ask. The wait comes before the password is checked and applies to
   * right and wrong passwords alike, so an early answer never tells a guesser that the password was right.
   * `state` is what LOGIN_THROTTLE_STATE_SQL read for these keys.
   */
  async hold(keys: LoginKeys, state: ThrottleState[]): Promise<void> {
    const blocked = state.filter((r) => r.key !== keys.account && r.blocked_seconds !== null).map((r) => r.blocked_seconds!);
    if (blocked.length > 0) {
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLogins, { retryAfterSeconds: Math.max(1, ...blocked) });
    }
    const accountFailures = state.find((r) => r.key === keys.account)?.failures ?? 0;
    const delay = this.delayMs(accountFailures);
    if (delay > 0) await sleep(delay);
  }

  /**
   * Counts a failure on all three keys, in one statement: each key's count in its 15-minute window goes up by one
   * (a key whose window has ended starts again at 1). A client key that reaches its limit is then blocked and
   * counts again from 0, the only case that costs a second statement.
   */
  async recordFailure(keys: LoginKeys): Promise<void> {
    const rows = await countFailure.run(this.em, LoginThrottleService.stateParams(keys));
    const blockAfter = new Map([
      [keys.clientAccount, this.config.LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT],
      [keys.client, this.config.LOGIN_BLOCK_AFTER_CLIENT],
    ]);
    const reached = rows.filter((r) => r.failures >= (blockAfter.get(r.key) ?? Infinity)).map((r) => r.key);
    if (reached.length === 0) return;
    await this.em
      .getConnection()
      .execute(
        `update login_throttle set blocked_until = now() + (? * interval '1 second'), failures = 0, window_started_at = now() where key in (${reached.map(() => '?').join(', ')})`,
        [this.config.LOGIN_BLOCK_SECONDS, ...reached],
      );
  }

  /** LOGIN_DELAY_MS once the account has LOGIN_SLOW_AFTER failures, doubling with each one more, capped. */
  private delayMs(accountFailures: number): number {
    const over = accountFailures - this.config.LOGIN_SLOW_AFTER;
    if (over < 0 || this.config.LOGIN_DELAY_MS === 0) return 0;
    return Math.min(this.config.LOGIN_DELAY_MS * 2 ** Math.min(over, 30), this.config.LOGIN_MAX_DELAY_MS);
  }
}
