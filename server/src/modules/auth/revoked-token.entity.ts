import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A logged-out token's id, kept until the token would have expired anyway. */
@Entity({ tableName: 'revoked_token' })
export class RevokedToken {
  @PrimaryKey({ type: 'string', length: 64 })
  jti!: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
