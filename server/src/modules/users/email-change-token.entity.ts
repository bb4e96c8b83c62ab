import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';

/**
 * A change of a user's e-mail waiting for the owner to confirm it from the new address (email-change.service.ts).
 * Single use and expiring, like a password reset link; only a SHA-256 of the mailed secret is stored. A row is
 * also written when the new address was already taken, with a secret nobody is sent, so asking looks the same
 * either way and that row can never be confirmed.
 */
@Entity({ tableName: 'email_change_token' })
export class EmailChangeToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The address asked for, lower-cased as User.email is. */
  @Property({ type: 'string', length: 255 })
  newEmail!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when confirmed, or when a later request or a confirmation superseded it. */
  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
