import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard at every size: its statement cost 2.5x the bare GROUP BY of the statuses at 1,000
 * companies (planning a five-part statement, then a scan of prequal_list for the status counts).
 *
 * - The companies per prequal status, and the approved among the completed, are counters in row_count kept by
 *   a statement-level trigger on prequal_list, as the registration counters are (list_indexes): the counted
 *   columns are all on prequal_list itself, so a counter cannot drift from the rows it counts.
 * - The pending department decisions (of companies in department review) stay a live count: they depend on two
 *   tables, where a counter could drift; a partial index makes each company's lookup index-only.
 * - The statement is a plpgsql function, so its plans are prepared once per connection, not at every call.
 */
export class Migration20270106000000_dashboard_counters extends Migration {
  override async up(): Promise<void> {
    // Keys: prequal_list.prequal_status:<status>, and prequal_list.approved for completed companies whose final
    // decision approves (FINAL_APPROVED*, APPROVED_DECISIONS in dashboard.query.ts).
    this.addSql(`create function "prequal_list_row_count"() returns trigger language plpgsql as $$
  begin
    insert into row_count (key, n)
    select key, sum(d) from (
      select 'prequal_list.prequal_status:' || prequal_status as key, -1 as d from old_rows
      union all select 'prequal_list.approved', -1 from old_rows where prequal_status = 'COMPLETED' and final_status like 'FINAL\\_APPROVED%'
      union all select 'prequal_list.prequal_status:' || prequal_status, 1 from new_rows
      union all select 'prequal_list.approved', 1 from new_rows where prequal_status = 'COMPLETED' and final_status like 'FINAL\\_APPROVED%'
    ) x group by key having sum(d) <> 0 order by key
    on conflict (key) do update set n = row_count.n + excluded.n;
    return null;
  end $$;`);
    // Insert and delete have one transition table each (a trigger may only name the tables its event has).
    this.addSql(`create function "prequal_list_row_count_insert"() returns trigger language plpgsql as $$
  begin
    insert into row_count (key, n)
    select key, count(*) from (
      select 'prequal_list.prequal_status:' || prequal_status as key from new_rows
      union all select 'prequal_list.approved' from new_rows where prequal_status = 'COMPLETED' and final_status like 'FINAL\\_APPROVED%'
    ) x group by key order by key
    on conflict (key) do update set n = row_count.n + excluded.n;
    return null;
  end $$;`);
    this.addSql(`create function "prequal_list_row_count_delete"() returns trigger language plpgsql as $$
  begin
    insert into row_count (key, n)
    select key, -count(*) from (
      select 'prequal_list.prequal_status:' || prequal_status as key from old_rows
      union all select 'prequal_list.approved' from old_rows where prequal_status = 'COMPLETED' and final_status like 'FINAL\\_APPROVED%'
    ) x group by key order by key
    on conflict (key) do update set n = row_count.n + excluded.n;
    return null;
  end $$;`);
    this.addSql(
      `create trigger "prequal_list_row_count_insert" after insert on "prequal_list" referencing new table as new_rows for each statement execute function "prequal_list_row_count_insert"();`,
    );
    this.addSql(
      `create trigger "prequal_list_row_count_delete" after delete on "prequal_list" referencing old table as old_rows for each statement execute function "prequal_list_row_count_delete"();`,
    );
    this.addSql(
      `create trigger "prequal_list_row_count_update" after update on "prequal_list" referencing old table as old_rows new table as new_rows for each statement execute function "prequal_list_row_count"();`,
    );
    // The counts of the rows already there.
    this.addSql(`delete from row_count where key like 'prequal\\_list.%';`);
    this.addSql(`insert into row_count (key, n)
      select 'prequal_list.prequal_status:' || prequal_status, count(*) from prequal_list group by 1
      union all select 'prequal_list.approved', count(*) from prequal_list where prequal_status = 'COMPLETED' and final_status like 'FINAL\\_APPROVED%';`);

    this.addSql(
      `create index "prequal_form_department_pending_idx" on "prequal_form" ("prequalification_id", "category") where "department_status" = 'DEPARTMENT_PENDING';`,
    );

    // from_month and to_month: 'YYYY-MM-01 00:00:00' in the display time zone (tz), the completions whose 11th
    // month is shown (dashboard.query.ts).
    this.addSql(`create function "prequal_dashboard"(from_month timestamp, to_month timestamp, tz text)
  returns table (registration int, account_creation int, statuses json, approved int, departments json, upcoming json)
  language plpgsql stable as $$
  begin
    return query select
      coalesce((select n from row_count where key = 'vendor.registration_status:SUBMITTED'), 0)::int,
      coalesce((select n from row_count where key = 'app_user.registration_status:PENDING'), 0)::int,
      (select coalesce(json_object_agg(substr(c.key, 29), c.n), '{}'::json) from row_count c
        where c.key like 'prequal\\_list.prequal\\_status:%' and c.n <> 0),
      coalesce((select n from row_count where key = 'prequal_list.approved'), 0)::int,
      (select coalesce(json_object_agg(d.category, d.n), '{}'::json) from (
        select f.category, count(*)::int as n from prequal_list l
        join prequal_form f on f.prequalification_id = l.prequal_id and f.department_status = 'DEPARTMENT_PENDING'
        where l.prequal_status = 'DEPARTMENT_REVIEW_PENDING' group by f.category
      ) d),
      (select coalesce(json_object_agg(u.month, u.n), '{}'::json) from (
        select to_char(date_trunc('month', l.completed_at at time zone tz) + interval '11 months', 'YYYY-MM') as month, count(*)::int as n
        from prequal_list l
        where l.prequal_status in ('COMPLETED', 'AWAITING_RENEWAL') and l.completed_at >= (from_month at time zone tz) and l.completed_at < (to_month at time zone tz)
        group by 1
      ) u);
  end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "prequal_dashboard"(timestamp, timestamp, text);`);
    this.addSql(`drop index if exists "prequal_form_department_pending_idx";`);
    this.addSql(`drop trigger if exists "prequal_list_row_count_update" on "prequal_list";`);
    this.addSql(`drop trigger if exists "prequal_list_row_count_delete" on "prequal_list";`);
    this.addSql(`drop trigger if exists "prequal_list_row_count_insert" on "prequal_list";`);
    this.addSql(`drop function if exists "prequal_list_row_count"();`);
    this.addSql(`drop function if exists "prequal_list_row_count_delete"();`);
    this.addSql(`drop function if exists "prequal_list_row_count_insert"();`);
    this.addSql(`delete from row_count where key like 'prequal\\_list.%';`);
  }
}
