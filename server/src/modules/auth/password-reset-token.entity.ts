import { Entity, ManyToOne } from '@mikro-orm/core';
import { SingleUseToken } from '../../db/single-use-token.js';
import { User } from '../users/index.js';

/** Single-use reset link (SingleUseToken: only a SHA-256 of the token is stored, so a database leak reveals no usable link). */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken extends SingleUseToken {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;
}
