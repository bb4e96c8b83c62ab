import { Migration } from '@mikro-orm/migrations';

/** The largest stretch: a stretch growing past it is split in two at its middle row. */
const MAX_STRETCH = 512;
/** The first stretch's start, below every user of its kind: the empty name ('' sorts first in every collation) and the nil id. */
const FIRST = `'', '00000000-0000-0000-0000-000000000000'::uuid`;
/** The start of the stretch holding a user (`r`): the last start at or before (name, id) in the user's kind. */
const stretchOf = (r: string) =>
  `select x.name, x.id from app_user_name_bucket x where x.kind = ${r}.kind and (x.name, x.id) <= (${r}.name, ${r}.id) order by x.name desc, x.id desc limit 1`;

/**
 * The users lists' deep pages (issue 22): app_user_name_bucket counts each kind's users (the Internal and Vendor
 * tabs, users/users-list.ts) by stretch of their name order, (name, id) from a stretch's start to the next's, at most
 * 512 a stretch. A page then starts reading app_user_{internal,vendor_role}_name_idx at the stretch holding its first
 * row (list-query.ts, skipCounts) instead of skipping every user before it: the middle page of 17,841 company users
 * read 8,925 index entries, now at most 512.
 *
 * Kept exact by app_user's triggers: new and removed users (statement-level, each statement's rows counted at once),
 * a renamed user or a changed kind (row-level, only when the name, kind or id changes; "role" is in its column list
 * because app_user_kind sets the kind from the role before the update, outside its SET list: a sign-in's update of
 * last_login never runs it). A stretch past 512 is split at its middle row by app_user_name_bucket_split, once the
 * statement's rows are all counted (an insert's trigger; a statement-level trigger after an update's row triggers).
 * Writers of the stretches take turns (a transaction-level advisory lock), so concurrent new users are counted in the
 * stretches as the other transaction's split left them.
 */
export class Migration20261128204219_user_name_buckets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "app_user_name_bucket" (
  "kind" text not null,
  "name" varchar(255) not null,
  "id" uuid not null,
  "n" int not null,
  constraint "app_user_name_bucket_pkey" primary key ("kind", "name", "id")
);`);
    this.addSql(`create or replace function "app_user_name_bucket_split"(k text) returns void language plpgsql as $$
  declare
    b record;
    mid record;
    half int;
  begin
    loop
      select x.name, x.id, x.n into b from app_user_name_bucket x where x.kind = k and x.n > ${MAX_STRETCH} order by x.name, x.id limit 1;
      exit when not found;
      half := b.n / 2;
      -- The kind as a literal, for the planner to read the kind's partial name index.
      execute format('select u.name, u.id from app_user u where u.kind = %L and (u.name, u.id) >= ($1, $2) order by u.name nulls first, u.id offset $3 limit 1', k)
        into mid using b.name, b.id, half;
      insert into app_user_name_bucket (kind, name, id, n) values (k, mid.name, mid.id, b.n - half);
      update app_user_name_bucket x set n = half where x.kind = k and x.name = b.name and x.id = b.id;
    end loop;
  end $$;`);
    this.addSql(`create or replace function "app_user_name_bucket_count"() returns trigger language plpgsql as $$
  declare
    k text;
  begin
    -- One writer of the stretches at a time, until its transaction ends: a statement after the wait reads the
    -- stretches the other committed (read committed: a snapshot per statement). Without it, a count whose statement
    -- began before another transaction's split committed would add its rows to the stretch they no longer belong to.
    perform pg_advisory_xact_lock(hashtext('app_user_name_bucket'));
    if tg_op = 'INSERT' then
      insert into app_user_name_bucket (kind, name, id, n) select distinct r.kind, ${FIRST}, 0 from new_rows r order by 1 on conflict do nothing;
      update app_user_name_bucket b set n = b.n + d.c
      from (select r.kind, s.name, s.id, count(*)::int as c from new_rows r cross join lateral (${stretchOf('r')}) s group by 1, 2, 3) d
      where b.kind = d.kind and b.name = d.name and b.id = d.id;
      for k in select distinct r.kind from new_rows r order by 1 loop
        perform app_user_name_bucket_split(k);
      end loop;
    elsif tg_op = 'UPDATE' and tg_level = 'STATEMENT' then
      -- After the statement's renamed users are all counted (a split reads the table as the statement left it).
      for k in select distinct x.kind from app_user_name_bucket x where x.n > ${MAX_STRETCH} order by 1 loop
        perform app_user_name_bucket_split(k);
      end loop;
    elsif tg_op = 'DELETE' then
      update app_user_name_bucket b set n = b.n - d.c
      from (select r.kind, s.name, s.id, count(*)::int as c from old_rows r cross join lateral (${stretchOf('r')}) s group by 1, 2, 3) d
      where b.kind = d.kind and b.name = d.name and b.id = d.id;
    else
      update app_user_name_bucket b set n = b.n - 1 from (${stretchOf('old')}) s where b.kind = old.kind and b.name = s.name and b.id = s.id;
      insert into app_user_name_bucket (kind, name, id, n) values (new.kind, ${FIRST}, 0) on conflict do nothing;
      update app_user_name_bucket b set n = b.n + 1 from (${stretchOf('new')}) s where b.kind = new.kind and b.name = s.name and b.id = s.id;
    end if;
    return null;
  end $$;`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_insert" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_delete" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_update" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_split" on "app_user";`);
    this.addSql(
      `create trigger "app_user_name_bucket_insert" after insert on "app_user" referencing new table as new_rows for each statement execute function "app_user_name_bucket_count"();`,
    );
    this.addSql(
      `create trigger "app_user_name_bucket_delete" after delete on "app_user" referencing old table as old_rows for each statement execute function "app_user_name_bucket_count"();`,
    );
    this.addSql(`create trigger "app_user_name_bucket_update" after update of "name", "role", "kind", "id" on "app_user" for each row
  when (old.name is distinct from new.name or old.kind is distinct from new.kind or old.id is distinct from new.id)
  execute function "app_user_name_bucket_count"();`);
    this.addSql(
      `create trigger "app_user_name_bucket_split" after update of "name", "role", "kind", "id" on "app_user" for each statement execute function "app_user_name_bucket_count"();`,
    );
    // The users already there: one stretch per kind, then split down to size.
    this.addSql(`delete from "app_user_name_bucket";`);
    this.addSql(`insert into "app_user_name_bucket" (kind, name, id, n) select kind, ${FIRST}, count(*)::int from app_user group by kind;`);
    this.addSql(`select app_user_name_bucket_split(k.kind) from (select distinct kind from app_user) k;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "app_user_name_bucket_split" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_insert" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_delete" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_name_bucket_update" on "app_user";`);
    this.addSql(`drop function if exists "app_user_name_bucket_count"();`);
    this.addSql(`drop function if exists "app_user_name_bucket_split"(text);`);
    this.addSql(`drop table if exists "app_user_name_bucket";`);
  }
}
