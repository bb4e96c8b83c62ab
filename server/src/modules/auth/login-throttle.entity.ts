import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Failed-login counters per client address and per account; in PostgreSQL so every replica shares them. */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  /** 'ip:<address>' or 'account:<email>'. */
  @PrimaryKey({ type: 'string', length: 320 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  failures: number = 0;

  @Property({ type: 'datetime' })
  windowStartedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  blockedUntil?: Date | null;
}
