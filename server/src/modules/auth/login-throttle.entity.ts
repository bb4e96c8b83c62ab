import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Failed-login counters per client and account, per client, and per account; in PostgreSQL so every replica shares them. */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  /** 'ip-account:<address>:<email>', 'ip:<address>' or 'account:<email>' (LoginThrottleService.keys). */
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  failures: number = 0;

  @Property({ type: 'datetime' })
  windowStartedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  blockedUntil?: Date | null;
}
