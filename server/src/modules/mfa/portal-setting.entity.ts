import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A portal-wide setting kept as data (changed from an admin screen, the same on every replica). */
@Entity({ tableName: 'portal_setting' })
export class PortalSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  updatedBy?: string | null;
}

/** Whether every internal user must sign in with a second factor (false when the row is missing). */
export const REQUIRE_MFA_FOR_INTERNAL = 'security.requireMfaForInternal';
