import { Migration } from '@mikro-orm/migrations';

/**
 * Users: the Internal tab (GET /users/harkins) and the Vendor tab (GET /users) page the internal and the
 * vendor users by name and search them; each has a partial index for the sort and one for the substring search,
 * with the very predicates of users/users-list.ts (a partial index is used only for a query repeating its predicate).
 * Their unsearched totals are counters (migration 20270109000001).
 */
export class Migration20270109000000_user_lists extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "app_user_internal_name_idx" on "app_user" ("name" nulls first, "id") where "role" in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER');`,
    );
    this.addSql(`create index "app_user_vendor_role_name_idx" on "app_user" ("name" nulls first, "id") where "role" in ('VENDOR_ADMIN', 'VENDOR_USER');`);
    this.addSql(
      `create index "app_user_internal_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops) where "role" in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER');`,
    );
    this.addSql(
      `create index "app_user_vendor_role_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops) where "role" in ('VENDOR_ADMIN', 'VENDOR_USER');`,
    );
  }

  override async down(): Promise<void> {
    for (const name of ['app_user_internal_name_idx', 'app_user_vendor_role_name_idx', 'app_user_internal_search_trgm', 'app_user_vendor_role_search_trgm']) {
      this.addSql(`drop index if exists "${name}";`);
    }
  }
}
