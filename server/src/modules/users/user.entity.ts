import { Entity, OptionalProps, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { Role } from '@portal/common/auth/roles';
import { TEXT_LIMITS } from '@portal/common/validation/text-limits';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Account approval of a user (vendor users sign up and wait; internal users are approved on creation). */
export const USER_REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type UserRegistrationStatus = (typeof USER_REGISTRATION_STATUSES)[number];

@Entity({ tableName: 'app_user' })
// Substring search on the users list (name, e-mail) stays indexed; UsersService.list uses the same expression.
// The user lists (users/users-list.ts): everyone, by registration status, a company's users; sorted by name.
@Index({ name: 'app_user_name_idx', expression: `create index "app_user_name_idx" on "app_user" ("name" nulls first, "id")` })
@Index({ name: 'app_user_status_name_idx', expression: `create index "app_user_status_name_idx" on "app_user" ("registration_status", "name" nulls first, "id")` })
@Index({ name: 'app_user_vendor_name_idx', expression: `create index "app_user_vendor_name_idx" on "app_user" ("vendor_id", "name" nulls first, "id")` })
@Index({
  name: 'app_user_status_search_trgm',
  expression: `create index "app_user_status_search_trgm" on "app_user" using gin ("registration_status", (lower("name") || ' ' || "email") gin_trgm_ops)`,
})
@Index({
  name: 'app_user_search_trgm',
  expression: `create index "app_user_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops)`,
})
// The Internal and Vendor tabs of /admin/users (users/users-list.ts): by name, and searched; each over the users of one
// kind (the flag app_user keeps from its role's row of the role table, migration 20261127110255).
@Index({
  name: 'app_user_internal_name_idx',
  expression: `create index "app_user_internal_name_idx" on "app_user" ("name" nulls first, "id") where "kind" = 'INTERNAL'`,
})
@Index({
  name: 'app_user_vendor_role_name_idx',
  expression: `create index "app_user_vendor_role_name_idx" on "app_user" ("name" nulls first, "id") where "kind" = 'VENDOR'`,
})
@Index({
  name: 'app_user_internal_search_trgm',
  expression: `create index "app_user_internal_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops) where "kind" = 'INTERNAL'`,
})
@Index({
  name: 'app_user_vendor_role_search_trgm',
  expression: `create index "app_user_vendor_role_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops) where "kind" = 'VENDOR'`,
})
export class User {
  [OptionalProps]?: 'isActive' | 'isCompanyAdmin' | 'registrationStatus' | 'sessionVersion' | 'createdAt' | 'updatedAt' | 'version';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: TEXT_LIMITS.userName })
  name!: string;

  /** Stored lower-cased; unique. */
  @Property({ type: 'string', length: TEXT_LIMITS.userEmail, unique: true })
  email!: string;

  @Property({ type: 'string', length: TEXT_LIMITS.userPhone, nullable: true })
  phone?: string | null;

  /**
   * A key of the role table, which the migrations create and the users module's reference seed fills from
   * common/src/auth/roles.ts (role-rows-seed.ts): a foreign key, not a check constraint listing the roles, so a new
   * role needs no migration. Beside it the database keeps the role's kind in app_user.kind (a trigger, migration
   * 20261127110255), which the Internal and Vendor tabs' indexes and counters read; nothing here writes it.
   */
  @Property({ type: 'text' })
  role!: Role;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'datetime', nullable: true })
  lastLogin?: Date | null;

  @ManyToOne(() => Vendor, { nullable: true, deleteRule: 'cascade' })
  vendor?: Vendor | null;

  @Property({ type: 'boolean', default: false })
  isCompanyAdmin: boolean = false;

  @Enum({ items: () => PRIORITIES, type: 'string', nullable: true })
  priority?: Priority | null;

  /** The address the API shows for the picture (profile-pictures module): its authenticated route, versioned by content. */
  @Property({ type: 'string', length: 2048, nullable: true })
  profilePic?: string | null;

  /** The picture's opaque key in the file storage; never shown. */
  @Property({ type: 'string', length: 512, nullable: true, hidden: true })
  profilePicKey?: string | null;

  /** The picture's image type, as sniffed from its bytes when it was uploaded. */
  @Property({ type: 'string', length: 32, nullable: true, hidden: true })
  profilePicType?: string | null;

  @Enum({ items: () => USER_REGISTRATION_STATUSES, type: 'string', default: 'APPROVED' })
  registrationStatus: UserRegistrationStatus = 'APPROVED';

  @Property({ type: 'string', length: 255, nullable: true })
  registrationComment?: string | null;

  /** Carried in every token as `sv`; bumping it (deactivation, password reset) ends all sessions at once. */
  @Property({ type: 'integer', default: 0 })
  sessionVersion: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Optimistic lock: concurrent profile edits are detected, not silently overwritten. */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;
}
