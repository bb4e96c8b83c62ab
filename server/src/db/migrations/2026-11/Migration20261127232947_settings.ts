import { Migration } from '@mikro-orm/migrations';

/** The three settings tables this migration replaces, with the keys each held (for down()). */
const OLD_TABLES = [
  { table: 'form_setting', keys: ['safety-form-emp-count'] },
  { table: 'reminder_setting', keys: ['overdue-review-business-days'] },
  { table: 'portal_setting', keys: null },
] as const;

/**
 * One table of settings (modules/settings; each declared in common/src/settings/registry.ts) in place of three:
 * form_setting and reminder_setting (integer values) and portal_setting (JSON values, with who changed them). Every
 * row is carried over with its key, value (an integer becomes a JSON number), time and author, then the old
 * tables go. Safe to run on a database where a table is already gone or the new one already holds a key.
 */
export class Migration20261127232947_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "setting" (
      "key" text not null,
      "value" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" text null,
      constraint "setting_pkey" primary key ("key"));`);
    this.addSql(`do $$ begin
      if to_regclass('public.form_setting') is not null then
        insert into "setting" ("key", "value", "updated_at", "updated_by")
          select "key", to_jsonb("value"), "updated_at", null from "form_setting" on conflict ("key") do nothing;
      end if;
      if to_regclass('public.reminder_setting') is not null then
        insert into "setting" ("key", "value", "updated_at", "updated_by")
          select "key", to_jsonb("value"), "updated_at", null from "reminder_setting" on conflict ("key") do nothing;
      end if;
      if to_regclass('public.portal_setting') is not null then
        insert into "setting" ("key", "value", "updated_at", "updated_by")
          select "key", "value", "updated_at", "updated_by" from "portal_setting" on conflict ("key") do nothing;
      end if;
    end $$;`);
    for (const { table } of OLD_TABLES) this.addSql(`drop table if exists "${table}";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table if not exists "form_setting" ("key" varchar(100) not null, "value" int not null,
      "updated_at" timestamptz not null default now(), constraint "form_setting_pkey" primary key ("key"));`);
    this.addSql(`create table if not exists "reminder_setting" ("key" varchar(100) not null, "value" int not null,
      "updated_at" timestamptz not null default now(), constraint "reminder_setting_pkey" primary key ("key"));`);
    this.addSql(`create table if not exists "portal_setting" ("key" text not null, "value" jsonb not null,
      "updated_at" timestamptz not null default now(), "updated_by" text null, constraint "portal_setting_pkey" primary key ("key"));`);
    const integerKeys = OLD_TABLES.flatMap((t) => t.keys ?? []);
    for (const { table, keys } of OLD_TABLES) {
      if (keys) {
        const list = keys.map((k) => `'${k}'`).join(', ');
        this.addSql(`insert into "${table}" ("key", "value", "updated_at")
          select "key", ("value" #>> '{}')::int, "updated_at" from "setting" where "key" in (${list}) on conflict ("key") do nothing;`);
      } else {
        const list = integerKeys.map((k) => `'${k}'`).join(', ');
        this.addSql(`insert into "${table}" ("key", "value", "updated_at", "updated_by")
          select "key", "value", "updated_at", "updated_by" from "setting" where "key" not in (${list}) on conflict ("key") do nothing;`);
      }
    }
    this.addSql(`drop table if exists "setting";`);
  }
}
