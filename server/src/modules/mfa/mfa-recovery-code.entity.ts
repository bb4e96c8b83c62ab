import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/index.js';

/** One recovery code, stored as its SHA-256 (a code is 50 random bits, shown once); used at most once. */
@Entity({ tableName: 'mfa_recovery_code' })
export class MfaRecoveryCode {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
