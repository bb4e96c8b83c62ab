import { Migration } from '@mikro-orm/migrations';

/**
 * Lists that stay fast at 100,000 companies.
 * - Each list's filter + sort has an index ending (sort column nulls first, id): ASC reads it forwards and
 *   DESC (nulls last) backwards, and the page's ids come from an index-only scan.
 * - row_count keeps the totals of the unsearched lists, by triggers in the transaction of each change, so a
 *   list's total costs one row read whatever the table's size.
 */
export class Migration20261230000000_list_indexes extends Migration {
  override async up(): Promise<void> {
    // The registration lists: by status, sorted by submitted, created or company name.
    this.addSql(`drop index if exists "vendor_registration_status_submitted_at_index";`);
    this.addSql(`drop index if exists "vendor_registration_status_created_at_index";`);
    this.addSql(`create index "vendor_status_submitted_at_idx" on "vendor" ("registration_status", "submitted_at" nulls first, "id");`);
    this.addSql(`create index "vendor_status_created_at_idx" on "vendor" ("registration_status", "created_at" nulls first, "id");`);
    this.addSql(`create index "vendor_status_company_name_idx" on "vendor" ("registration_status", "company_name" nulls first, "id");`);

    // A search within a status: one GIN index holds both (btree_gin), so a search's total and rows cost what its
    // matches cost, not a walk over every row of the status.
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create index "vendor_status_company_name_trgm" on "vendor" using gin ("registration_status", lower("company_name") gin_trgm_ops);`);
    this.addSql(`create index "app_user_status_search_trgm" on "app_user" using gin ("registration_status", (lower("name") || ' ' || "email") gin_trgm_ops);`);

    // The user lists: everyone, by registration status (Account Creation), and a company's users; sorted by name.
    this.addSql(`drop index if exists "app_user_vendor_id_index";`);
    this.addSql(`create index "app_user_name_idx" on "app_user" ("name" nulls first, "id");`);
    this.addSql(`create index "app_user_status_name_idx" on "app_user" ("registration_status", "name" nulls first, "id");`);
    this.addSql(`create index "app_user_vendor_name_idx" on "app_user" ("vendor_id", "name" nulls first, "id");`);

    this.addSql(`create table "row_count" ("key" text not null, "n" bigint not null default 0, constraint "row_count_pkey" primary key ("key"));`);
    // Statement-level triggers over the changed rows (transition tables): one counter write per key and
    // statement, so a bulk insert costs one aggregate, not a write per row to the same counter row.
    this.addSql(`create function "vendor_row_count"() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into row_count (key, n)
      select 'vendor.registration_status:' || registration_status, count(*) from new_rows group by 1 order by 1
      on conflict (key) do update set n = row_count.n + excluded.n;
    elsif tg_op = 'DELETE' then
      insert into row_count (key, n)
      select 'vendor.registration_status:' || registration_status, -count(*) from old_rows group by 1 order by 1
      on conflict (key) do update set n = row_count.n + excluded.n;
    else
      insert into row_count (key, n)
      select key, sum(d) from (
        select 'vendor.registration_status:' || registration_status as key, -1 as d from old_rows
        union all select 'vendor.registration_status:' || registration_status, 1 from new_rows
      ) x group by key having sum(d) <> 0 order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    end if;
    return null;
  end $$;`);
    this.addSql(
      `create trigger "vendor_row_count_insert" after insert on "vendor" referencing new table as new_rows for each statement execute function "vendor_row_count"();`,
    );
    this.addSql(
      `create trigger "vendor_row_count_delete" after delete on "vendor" referencing old table as old_rows for each statement execute function "vendor_row_count"();`,
    );
    this.addSql(
      `create trigger "vendor_row_count_update" after update on "vendor" referencing old table as old_rows new table as new_rows for each statement execute function "vendor_row_count"();`,
    );
    this.addSql(`create function "app_user_row_count"() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into row_count (key, n)
      select key, count(*) from (select 'app_user' as key from new_rows union all select 'app_user.registration_status:' || registration_status from new_rows) x
      group by key order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    elsif tg_op = 'DELETE' then
      insert into row_count (key, n)
      select key, -count(*) from (select 'app_user' as key from old_rows union all select 'app_user.registration_status:' || registration_status from old_rows) x
      group by key order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    else
      insert into row_count (key, n)
      select key, sum(d) from (
        select 'app_user.registration_status:' || registration_status as key, -1 as d from old_rows
        union all select 'app_user.registration_status:' || registration_status, 1 from new_rows
      ) x group by key having sum(d) <> 0 order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    end if;
    return null;
  end $$;`);
    this.addSql(
      `create trigger "app_user_row_count_insert" after insert on "app_user" referencing new table as new_rows for each statement execute function "app_user_row_count"();`,
    );
    this.addSql(
      `create trigger "app_user_row_count_delete" after delete on "app_user" referencing old table as old_rows for each statement execute function "app_user_row_count"();`,
    );
    this.addSql(
      `create trigger "app_user_row_count_update" after update on "app_user" referencing old table as old_rows new table as new_rows for each statement execute function "app_user_row_count"();`,
    );
    // The rows already there.
    this.addSql(`insert into row_count (key, n) select 'vendor.registration_status:' || registration_status, count(*) from vendor group by registration_status;`);
    this.addSql(`insert into row_count (key, n) select 'app_user.registration_status:' || registration_status, count(*) from app_user group by registration_status;`);
    this.addSql(`insert into row_count (key, n) select 'app_user', count(*) from app_user;`);
  }
}
