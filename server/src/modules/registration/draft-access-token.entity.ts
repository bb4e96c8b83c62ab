import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

/**
 * A secret that lets an anonymous registrant continue one draft registration (read, save, submit,
 * delete it). Handed out once (in the answer that created the draft, or in a "continue your
 * registration" e-mail to the draft's contact); only its SHA-256 is stored, so the table reveals no
 * usable link. Gone with the draft, and when the draft is submitted.
 */
@Entity({ tableName: 'draft_access_token' })
export class DraftAccessToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
