import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { SingleUseToken } from '../../db/single-use-token.js';
import { User } from './user.entity.js';

/**
 * A change of a user's e-mail waiting for the owner to confirm it from the new address (email-change.service.ts).
 * Single use and expiring, like a password reset link (SingleUseToken); only a SHA-256 of the mailed secret is
 * stored. A row is also written when the new address was already taken, with a secret nobody is sent, so asking
 * looks the same either way and that row can never be confirmed. usedAt is set when confirmed, or when a later
 * request or a confirmation superseded it.
 */
@Entity({ tableName: 'email_change_token' })
export class EmailChangeToken extends SingleUseToken {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The address asked for, lower-cased as User.email is. */
  @Property({ type: 'string', length: 255 })
  newEmail!: string;
}
