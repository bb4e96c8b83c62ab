import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { User } from '../users/index.js';

/** A user's TOTP authenticator: the secret encrypted at rest (totp-secret.ts), on once confirmed with a code. */
@Entity({ tableName: 'user_totp' })
export class UserTotp {
  [OptionalProps]?: 'createdAt';

  @OneToOne(() => User, { primary: true, owner: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  /** AES-256-GCM of the base32 secret; never answered by any API once the set-up is confirmed. */
  @Property({ type: 'text', hidden: true })
  secretEnc!: string;

  /** Null while the set-up waits for its first code. */
  @Property({ type: 'datetime', nullable: true })
  enabledAt?: Date | null;

  /** The last time step a code was accepted for: a code (or an older one) is never accepted twice. */
  @Property({ type: 'bigint', nullable: true })
  lastStep?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
