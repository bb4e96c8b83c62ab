import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * The columns of a mailed single-use secret (a password reset link, an e-mail change confirmation): only a SHA-256
 * of the secret is stored, so a database leak reveals no usable link; it expires, and is marked used once taken.
 * A mapped superclass, not an entity: each token table keeps these columns as its own and adds whose token it is.
 */
export abstract class SingleUseToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Hex SHA-256 of the secret. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when the secret is taken (or, for an e-mail change, superseded). */
  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
