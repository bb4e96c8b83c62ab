import { Migration } from '@mikro-orm/migrations';

/** The user kind's counter key of a row of new_rows / old_rows (users/users-list.ts counterKey). */
const KIND_KEY = `'app_user.kind:' || kind`;

/** app_user's statement-level counter trigger (migrations 20261230000000 and 20270109000001), its kind read from the row. */
function rowCountFunction(kindKey: string): string {
  return `create or replace function "app_user_row_count"() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into row_count (key, n)
      select key, count(*) from (
        select 'app_user' as key from new_rows
        union all select 'app_user.registration_status:' || registration_status from new_rows
        union all select ${kindKey} from new_rows
      ) x
      group by key order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    elsif tg_op = 'DELETE' then
      insert into row_count (key, n)
      select key, -count(*) from (
        select 'app_user' as key from old_rows
        union all select 'app_user.registration_status:' || registration_status from old_rows
        union all select ${kindKey} from old_rows
      ) x
      group by key order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    else
      insert into row_count (key, n)
      select key, sum(d) from (
        select 'app_user.registration_status:' || registration_status as key, -1 as d from old_rows
        union all select 'app_user.registration_status:' || registration_status, 1 from new_rows
        union all select ${kindKey}, -1 from old_rows
        union all select ${kindKey}, 1 from new_rows
      ) x group by key having sum(d) <> 0 order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    end if;
    return null;
  end $$;`;
}

/** The four partial indexes of the Internal and Vendor tabs (migration 20270109000000), by their predicate. */
function kindIndexes(internal: string, vendor: string): string[] {
  return [
    `create index "app_user_internal_name_idx" on "app_user" ("name" nulls first, "id") where ${internal};`,
    `create index "app_user_vendor_role_name_idx" on "app_user" ("name" nulls first, "id") where ${vendor};`,
    `create index "app_user_internal_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops) where ${internal};`,
    `create index "app_user_vendor_role_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops) where ${vendor};`,
  ];
}
const KIND_INDEX_NAMES = ['app_user_internal_name_idx', 'app_user_vendor_role_name_idx', 'app_user_internal_search_trgm', 'app_user_vendor_role_search_trgm'];
const OLD_INTERNAL = `"role" in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER')`;
const OLD_VENDOR = `"role" in ('VENDOR_ADMIN', 'VENDOR_USER')`;
const OLD_KIND_KEY = `'app_user.kind:' || case when role in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER') then 'INTERNAL' else 'VENDOR' end`;

/**
 * Roles are data: a `role` table (its key, label and kind, INTERNAL or VENDOR) that app_user.role references, in
 * place of a check constraint listing the role names. Each user carries its role's kind (app_user.kind), set by a
 * trigger from the role table whatever writes the row, and held to it by a foreign key on (role, kind), so the
 * Internal and Vendor tabs' partial indexes and the counters by kind read the flag, never role names. The rows
 * written here are the roles as shipped; the users module's reference seed (users/role-rows-seed.ts) writes
 * common/src/auth/roles.ts's list at every start, so a new role needs no migration.
 */
export class Migration20261127110255_roles_as_data extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "role" (
      "key" text not null,
      "label" varchar(64) not null,
      "kind" text not null check ("kind" in ('INTERNAL', 'VENDOR')),
      constraint "role_pkey" primary key ("key"),
      constraint "role_key_kind_unique" unique ("key", "kind"));`);
    this.addSql(`insert into "role" ("key", "label", "kind") values
      ('SYSTEM_ADMIN', 'System Admin', 'INTERNAL'),
      ('PREQUAL_ADMIN', 'Prequal Admin', 'INTERNAL'),
      ('PREQUAL_REVIEWER', 'Prequal Reviewer', 'INTERNAL'),
      ('PREQUAL_VIEWER', 'Prequal Viewer', 'INTERNAL'),
      ('VENDOR_ADMIN', 'Company Admin', 'VENDOR'),
      ('VENDOR_USER', 'Company User', 'VENDOR');`);

    // The flag: filled from the role table, then kept by a trigger (a generated column cannot read another table).
    this.addSql(`alter table "app_user" add column "kind" text null;`);
    this.addSql(`update "app_user" u set "kind" = r."kind" from "role" r where r."key" = u."role";`);
    this.addSql(`alter table "app_user" alter column "kind" set not null;`);
    this.addSql(`create function "app_user_kind"() returns trigger language plpgsql as $$
  begin
    new.kind := (select r.kind from role r where r.key = new.role);
    if new.kind is null then
      raise foreign_key_violation using message = format('app_user.role %L is not a row of the role table', new.role);
    end if;
    return new;
  end $$;`);
    this.addSql(`create trigger "app_user_kind" before insert or update of "role", "kind" on "app_user" for each row execute function "app_user_kind"();`);
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_role_check";`);
    // A role's kind changed in the role table reaches its users (and, through app_user's update trigger, the counters).
    this.addSql(`alter table "app_user" add constraint "app_user_role_kind_foreign" foreign key ("role", "kind") references "role" ("key", "kind") on update cascade;`);

    for (const name of KIND_INDEX_NAMES) this.addSql(`drop index if exists "${name}";`);
    for (const sql of kindIndexes(`"kind" = 'INTERNAL'`, `"kind" = 'VENDOR'`)) this.addSql(sql);
    this.addSql(rowCountFunction(KIND_KEY));
  }

  override async down(): Promise<void> {
    this.addSql(rowCountFunction(OLD_KIND_KEY));
    for (const name of KIND_INDEX_NAMES) this.addSql(`drop index if exists "${name}";`);
    for (const sql of kindIndexes(OLD_INTERNAL, OLD_VENDOR)) this.addSql(sql);
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_role_kind_foreign";`);
    this.addSql(`drop trigger if exists "app_user_kind" on "app_user";`);
    this.addSql(`drop function if exists "app_user_kind"();`);
    this.addSql(`alter table "app_user" drop column "kind";`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_role_check" check ("role" in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER', 'VENDOR_ADMIN', 'VENDOR_USER'));`,
    );
    this.addSql(`drop table "role";`);
  }
}
