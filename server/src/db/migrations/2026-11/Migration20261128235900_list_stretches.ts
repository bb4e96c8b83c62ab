import { Migration } from '@mikro-orm/migrations';
import { Migration20261128204219_user_name_buckets } from './Migration20261128204219_user_name_buckets.js';

/** The largest stretch: a stretch growing past it is split in two at its middle row. */
const MAX_STRETCH = 512;
/** The first stretch's id, below every row's. */
const NIL = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * One list's stretches (ListSpec.skipCounts): `table` counts the rows of `source` per value of `group`, by stretch of
 * (`sort`, id) from a stretch's start to the next's. Rows whose sort value is null are not counted (a row comparison
 * cannot place them; list-query.ts pages such a list by plain OFFSET while it has any). `lowest` is below every sort
 * value (the first stretch's start); `columns` are the source's columns whose update can move a row between
 * stretches (beside group and sort: a column a before-trigger derives the group from).
 */
interface Stretches {
  table: string;
  source: string;
  group: string;
  sort: string;
  lowest: string;
  columns: readonly string[];
}

const USERS: Stretches = { table: 'app_user_name_bucket', source: 'app_user', group: 'kind', sort: 'name', lowest: '', columns: ['name', 'role', 'kind', 'id'] };
const REGISTRATIONS: Stretches = {
  table: 'vendor_submitted_at_stretch',
  source: 'vendor',
  group: 'registration_status',
  sort: 'submitted_at',
  lowest: '-infinity',
  columns: ['registration_status', 'submitted_at', 'id'],
};

/** The triggers keeping a list's stretches (dropped first, so a rerun replaces them). */
function triggers(s: Stretches): string[] {
  const args = `'${s.table}', '${s.group}', '${s.sort}', '${s.lowest}'`;
  const columns = s.columns.map((c) => `"${c}"`).join(', ');
  return [
    ...['insert', 'delete', 'update', 'split'].map((t) => `drop trigger if exists "${s.table}_${t}" on "${s.source}";`),
    `create trigger "${s.table}_insert" after insert on "${s.source}" referencing new table as new_rows for each statement execute function "list_stretch_count"(${args});`,
    `create trigger "${s.table}_delete" after delete on "${s.source}" referencing old table as old_rows for each statement execute function "list_stretch_count"(${args});`,
    `create trigger "${s.table}_update" after update of ${columns} on "${s.source}" for each row
  when (old."${s.group}" is distinct from new."${s.group}" or old."${s.sort}" is distinct from new."${s.sort}" or old.id is distinct from new.id)
  execute function "list_stretch_count"(${args});`,
    `create trigger "${s.table}_split" after update of ${columns} on "${s.source}" for each statement execute function "list_stretch_count"(${args});`,
  ];
}

/**
 * The lists' deep pages (issue 22) from stretch counts, one pattern for every list that has them: the users' name
 * stretches (app_user_name_bucket, migration 20261128204219, whose own functions this replaces) and the registration
 * lists' submission-date stretches (vendor_submitted_at_stretch: the default sort of the Submitted, Approved and
 * Rejected tabs; the middle page of 25,000 submitted registrations read 12,500 index entries, now at most 512).
 *
 * list_stretch_count() is every stretch table's trigger, its table, group column, sort column and lowest sort value
 * given as the trigger's arguments: new and removed rows (statement-level, each statement's rows counted at once
 * through its transition table), a row whose group, sort value or id changes (row-level, the row as a one-row
 * relation), then a split of every stretch past 512 at its middle row (list_stretch_split) once the statement's rows
 * are all counted. Writers of a stretch table take turns (a transaction-level advisory lock on its name), so a count
 * whose statement began before another transaction's split committed cannot add its rows to a stretch they no longer
 * belong to.
 */
export class Migration20261128235900_list_stretches extends Migration {
  override async up(): Promise<void> {
    // One statement a split, and no record variables: a variable's cached plan would hold the sort column's type of
    // the first table split in the session (a name, then a date: "type of parameter does not match").
    this.addSql(`create or replace function "list_stretch_split"(t text, src text, g text, c text, k text) returns void language plpgsql as $$
  declare
    split int;
  begin
    loop
      -- The first stretch past the largest, its middle row (the group as a literal, for the planner to read the
      -- group's partial index: the users' kinds), a stretch starting there and the first half left to the old one.
      execute format('with b as (select x.%1$I as s, x.id, x.n from %2$I x where x.%3$I = $1 and x.n > ${MAX_STRETCH} order by x.%1$I, x.id limit 1),
          mid as (select u.%1$I as s, u.id from %4$I u where u.%3$I = %5$L and (u.%1$I, u.id) >= ((select b.s from b), (select b.id from b))
            order by u.%1$I nulls first, u.id offset (select b.n / 2 from b) limit 1),
          added as (insert into %2$I (%3$I, %1$I, id, n) select $1, mid.s, mid.id, b.n - b.n / 2 from mid, b returning 1)
        update %2$I x set n = b.n / 2 from b where x.%3$I = $1 and x.%1$I = b.s and x.id = b.id', c, t, g, src, k) using k;
      get diagnostics split = row_count;
      exit when split = 0;
    end loop;
  end $$;`);
    this.addSql(`create or replace function "list_stretch_count"() returns trigger language plpgsql as $$
  declare
    t text := tg_argv[0];
    g text := tg_argv[1];
    c text := tg_argv[2];
    low text := tg_argv[3];
    -- The changed row of a row-level trigger, as a relation (its value is the $1 of the statement).
    one text := format('(select ($1::%I).*)', tg_table_name);
    -- The stretch holding a row r: the last start at or before (sort, id) in the group of the row.
    stretch_of text := format('select x.%1$I as s, x.id from %2$I x where x.%3$I = r.%3$I and (x.%1$I, x.id) <= (r.%1$I, r.id) order by x.%1$I desc, x.id desc limit 1', c, t, g);
    -- Adds (+) or takes (-) rows (%1$s, a relation) to or from their stretches.
    delta text := format('update %1$I b set n = b.n %%2$s d.c from (select r.%2$I as g, s.s, s.id, count(*)::int as c from %%1$s r cross join lateral (%4$s) s where r.%3$I is not null group by 1, 2, 3) d where b.%2$I = d.g and b.%3$I = d.s and b.id = d.id', t, g, c, stretch_of);
    -- The first stretch of each group of the rows (%1$s), starting below every row.
    first text := format('insert into %1$I (%2$I, %3$I, id, n) select d.g, %4$L, ${NIL.replace(/'/g, "''")}, 0 from (select distinct r.%2$I as g from %%1$s r where r.%3$I is not null) d order by 1 on conflict do nothing', t, g, c, low);
    k text;
  begin
    -- One writer of the stretches at a time, until its transaction ends: a statement after the wait reads the
    -- stretches the other committed (read committed: a snapshot per statement).
    perform pg_advisory_xact_lock(hashtext(t));
    if tg_op = 'INSERT' then
      execute format(first, 'new_rows');
      execute format(delta, 'new_rows', '+');
      for k in execute format('select distinct r.%1$I::text from new_rows r where r.%2$I is not null order by 1', g, c) loop
        perform list_stretch_split(t, tg_table_name, g, c, k);
      end loop;
    elsif tg_op = 'UPDATE' and tg_level = 'STATEMENT' then
      -- After the changed rows of the statement are all counted (a split reads the table as the statement left it).
      for k in execute format('select distinct x.%1$I::text from %2$I x where x.n > ${MAX_STRETCH} order by 1', g, t) loop
        perform list_stretch_split(t, tg_table_name, g, c, k);
      end loop;
    elsif tg_op = 'DELETE' then
      execute format(delta, 'old_rows', '-');
    else
      execute format(delta, one, '-') using old;
      execute format(first, one) using new;
      execute format(delta, one, '+') using new;
    end if;
    return null;
  end $$;`);

    // The users' stretches: the same table and counts, now kept by the shared functions.
    for (const sql of triggers(USERS)) this.addSql(sql);
    this.addSql(`drop function if exists "app_user_name_bucket_count"();`);
    this.addSql(`drop function if exists "app_user_name_bucket_split"(text);`);

    // The registrations' stretches: columns typed as the vendor's, filled with one stretch per status, then split.
    const s = REGISTRATIONS;
    this.addSql(`create table if not exists "${s.table}" as select "${s.group}", "${s.sort}", id, 0 as n from "${s.source}" with no data;`);
    this.addSql(`alter table "${s.table}" alter column "${s.group}" set not null, alter column "${s.sort}" set not null, alter column id set not null,
  alter column n set not null, add constraint "${s.table}_pkey" primary key ("${s.group}", "${s.sort}", id);`);
    for (const sql of triggers(s)) this.addSql(sql);
    this.addSql(`delete from "${s.table}";`);
    this.addSql(
      `insert into "${s.table}" ("${s.group}", "${s.sort}", id, n) select "${s.group}", '${s.lowest}', ${NIL}, count(*)::int from "${s.source}" where "${s.sort}" is not null group by 1;`,
    );
    this.addSql(
      `select list_stretch_split('${s.table}', '${s.source}', '${s.group}', '${s.sort}', k.g::text) from (select distinct "${s.group}" as g from "${s.table}") k;`,
    );
  }

  override async down(): Promise<void> {
    const s = REGISTRATIONS;
    for (const t of ['insert', 'delete', 'update', 'split']) this.addSql(`drop trigger if exists "${s.table}_${t}" on "${s.source}";`);
    this.addSql(`drop table if exists "${s.table}";`);
    // The users' stretches back to their own functions (the earlier migration's, which also recreates its triggers).
    const users = new Migration20261128204219_user_name_buckets(this.driver, this.config);
    await users.up();
    for (const query of users.getQueries()) this.addSql(query);
    this.addSql(`drop function if exists "list_stretch_count"();`);
    this.addSql(`drop function if exists "list_stretch_split"(text, text, text, text, text);`);
  }
}
