import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11: lists that stay fast at 100,000 companies.
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

    // The user lists: everyone, by registration status (Account Creation), and a company's users; sorted by name.
    this.addSql(`drop index if exists "app_user_vendor_id_index";`);
    this.addSql(`create index "app_user_name_idx" on "app_user" ("name" nulls first, "id");`);
    this.addSql(`create index "app_user_status_name_idx" on "app_user" ("registration_status", "name" nulls first, "id");`);
    this.addSql(`create index "app_user_vendor_name_idx" on "app_user" ("vendor_id", "name" nulls first, "id");`);

    this.addSql(`create table "row_count" ("key" text not null, "n" bigint not null default 0, constraint "row_count_pkey" primary key ("key"));`);
    this.addSql(`create function "row_count_add"(k text, d bigint) returns void language sql as $$
      insert into row_count (key, n) values (k, d) on conflict (key) do update set n = row_count.n + excluded.n
    $$;`);
    this.addSql(`create function "vendor_row_count"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform row_count_add('vendor.registration_status:' || old.registration_status, -1); end if;
        if tg_op in ('UPDATE', 'INSERT') then perform row_count_add('vendor.registration_status:' || new.registration_status, 1); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "vendor_row_count" after insert or delete or update of "registration_status" on "vendor"
      for each row execute function "vendor_row_count"();`);
    this.addSql(`create function "app_user_row_count"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform row_count_add('app_user.registration_status:' || old.registration_status, -1); end if;
        if tg_op in ('UPDATE', 'INSERT') then perform row_count_add('app_user.registration_status:' || new.registration_status, 1); end if;
        if tg_op = 'INSERT' then perform row_count_add('app_user', 1); end if;
        if tg_op = 'DELETE' then perform row_count_add('app_user', -1); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "app_user_row_count" after insert or delete or update of "registration_status" on "app_user"
      for each row execute function "app_user_row_count"();`);
    // The rows already there.
    this.addSql(`insert into row_count (key, n) select 'vendor.registration_status:' || registration_status, count(*) from vendor group by registration_status;`);
    this.addSql(`insert into row_count (key, n) select 'app_user.registration_status:' || registration_status, count(*) from app_user group by registration_status;`);
    this.addSql(`insert into row_count (key, n) select 'app_user', count(*) from app_user;`);
  }
}
