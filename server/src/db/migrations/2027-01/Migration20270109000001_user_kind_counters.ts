import { Migration } from '@mikro-orm/migrations';

/** The counter key of a user's kind (users/users-list.ts): 'app_user.kind:INTERNAL' or 'app_user.kind:VENDOR'. */
const KIND_KEY = `'app_user.kind:' || case when role in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER') then 'INTERNAL' else 'VENDOR' end`;

/**
 * Users: the Internal and Vendor tabs' unsearched totals are row_count counters by kind, kept by app_user's
 * statement-level trigger with its other counters (counting the vendor users would read nearly the whole table).
 */
export class Migration20270109000001_user_kind_counters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "app_user_row_count"() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into row_count (key, n)
      select key, count(*) from (
        select 'app_user' as key from new_rows
        union all select 'app_user.registration_status:' || registration_status from new_rows
        union all select ${KIND_KEY} from new_rows
      ) x
      group by key order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    elsif tg_op = 'DELETE' then
      insert into row_count (key, n)
      select key, -count(*) from (
        select 'app_user' as key from old_rows
        union all select 'app_user.registration_status:' || registration_status from old_rows
        union all select ${KIND_KEY} from old_rows
      ) x
      group by key order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    else
      insert into row_count (key, n)
      select key, sum(d) from (
        select 'app_user.registration_status:' || registration_status as key, -1 as d from old_rows
        union all select 'app_user.registration_status:' || registration_status, 1 from new_rows
        union all select ${KIND_KEY}, -1 from old_rows
        union all select ${KIND_KEY}, 1 from new_rows
      ) x group by key having sum(d) <> 0 order by key
      on conflict (key) do update set n = row_count.n + excluded.n;
    end if;
    return null;
  end $$;`);
    this.addSql(`insert into row_count (key, n) select ${KIND_KEY}, count(*) from app_user group by 1 on conflict (key) do update set n = excluded.n;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from row_count where key like 'app_user.kind:%';`);
  }
}
