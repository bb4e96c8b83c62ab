import { Migration } from '@mikro-orm/migrations';

/**
 * Projects: the Projects list's total without a search is the row_count counter 'project' (as the company
 * and user lists' are), kept by statement-level triggers in the transaction of every insert and delete, so the
 * first page never counts the table.
 */
export class Migration20270110000001_project_count extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "project_row_count"() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into row_count (key, n) select 'project', count(*) from new_rows having count(*) > 0
      on conflict (key) do update set n = row_count.n + excluded.n;
    else
      insert into row_count (key, n) select 'project', -count(*) from old_rows having count(*) > 0
      on conflict (key) do update set n = row_count.n + excluded.n;
    end if;
    return null;
  end $$;`);
    this.addSql(
      `create trigger "project_row_count_insert" after insert on "project" referencing new table as new_rows for each statement execute function "project_row_count"();`,
    );
    this.addSql(
      `create trigger "project_row_count_delete" after delete on "project" referencing old table as old_rows for each statement execute function "project_row_count"();`,
    );
    this.addSql(`insert into row_count (key, n) select 'project', count(*) from project on conflict (key) do update set n = excluded.n;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "project_row_count_delete" on "project";`);
    this.addSql(`drop trigger if exists "project_row_count_insert" on "project";`);
    this.addSql(`drop function if exists "project_row_count"();`);
    this.addSql(`delete from row_count where key = 'project';`);
  }
}
