import { Migration } from '@mikro-orm/migrations';

/**
 * Overdue reviews sort first in their tab (docs/reminders.md, "Overdue reviews"). The tabs page over prequal_list,
 * which already holds the admin review's clock (submitted_at); it now also holds the department review's
 * (the cycle's department_review_started_at) and the final review's (the last decision of the cycle's forms,
 * last_decided_at), kept by the same triggers plus one on prequal_form, so that "waiting since before the cutoff"
 * is a range of a partial index in each review tab.
 */
export class Migration20261127233214_review_clocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "prequal_list" add column if not exists "department_review_started_at" timestamptz null, add column if not exists "last_decided_at" timestamptz null;`,
    );
    this.addSql(
      `create index if not exists "prequal_list_department_review_since_idx" on "prequal_list" ("department_review_started_at", "id") where "prequal_status" = 'DEPARTMENT_REVIEW_PENDING';`,
    );
    this.addSql(
      `create index if not exists "prequal_list_final_review_since_idx" on "prequal_list" ("last_decided_at", "id") where "prequal_status" = 'FINAL_REVIEW_PENDING';`,
    );

    // The newest cycle's columns of one company (none left: nulls), now with the two clocks.
    this.addSql(`create or replace function "prequal_list_cycle"(vid uuid) returns void language sql as $$
  update prequal_list l set (prequal_id, instance, submitted_at, priority_rank, final_status, expires_at, completed_at, department_review_started_at, last_decided_at) = (
    select p.id, p.cycle, p.submitted_at, case p.priority when 'LOW' then 1 when 'MEDIUM' then 2 when 'HIGH' then 3 end,
      p.final_status, p.expires_at, p.completed_at, p.department_review_started_at,
      (select max(f.decided_at) from prequal_form f where f.prequalification_id = p.id)
    from (select 1) one left join lateral (
      select * from prequalification p where p.vendor_id = vid order by p.cycle desc limit 1
    ) p on true
  ) where l.id = vid;
$$;`);
    this.addSql(`drop trigger if exists "prequal_list_cycle_change" on "prequalification";`);
    this
      .addSql(`create trigger "prequal_list_cycle_change" after insert or delete or update of "vendor_id", "cycle", "submitted_at", "priority", "final_status", "expires_at", "completed_at", "department_review_started_at"
      on "prequalification" for each row execute function "prequal_list_of_cycle"();`);

    // A form's decision moves its cycle's last decision (the company's row is found by its key, not scanned for).
    this.addSql(`create or replace function "prequal_list_of_decision"() returns trigger language plpgsql as $$
  declare
    cycle_id uuid := case when tg_op = 'DELETE' then old.prequalification_id else new.prequalification_id end;
  begin
    update prequal_list l set last_decided_at = (select max(f.decided_at) from prequal_form f where f.prequalification_id = cycle_id)
      where l.id = (select p.vendor_id from prequalification p where p.id = cycle_id) and l.prequal_id = cycle_id;
    return null;
  end $$;`);
    this.addSql(`drop trigger if exists "prequal_list_decision_insert" on "prequal_form";`);
    this.addSql(`drop trigger if exists "prequal_list_decision_update" on "prequal_form";`);
    this.addSql(`drop trigger if exists "prequal_list_decision_delete" on "prequal_form";`);
    this.addSql(
      `create trigger "prequal_list_decision_insert" after insert on "prequal_form" for each row when (new.decided_at is not null) execute function "prequal_list_of_decision"();`,
    );
    this.addSql(`create trigger "prequal_list_decision_update" after update of "decided_at" on "prequal_form" for each row
      when (new.decided_at is distinct from old.decided_at) execute function "prequal_list_of_decision"();`);
    this.addSql(
      `create trigger "prequal_list_decision_delete" after delete on "prequal_form" for each row when (old.decided_at is not null) execute function "prequal_list_of_decision"();`,
    );

    // The rows already there.
    this.addSql(`update prequal_list l set department_review_started_at = p.department_review_started_at,
      last_decided_at = (select max(f.decided_at) from prequal_form f where f.prequalification_id = p.id)
      from prequalification p where p.id = l.prequal_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "prequal_list_decision_insert" on "prequal_form";`);
    this.addSql(`drop trigger if exists "prequal_list_decision_update" on "prequal_form";`);
    this.addSql(`drop trigger if exists "prequal_list_decision_delete" on "prequal_form";`);
    this.addSql(`drop function if exists "prequal_list_of_decision"();`);
    this.addSql(`create or replace function "prequal_list_cycle"(vid uuid) returns void language sql as $$
  update prequal_list l set (prequal_id, instance, submitted_at, priority_rank, final_status, expires_at, completed_at) = (
    select p.id, p.cycle, p.submitted_at, case p.priority when 'LOW' then 1 when 'MEDIUM' then 2 when 'HIGH' then 3 end,
      p.final_status, p.expires_at, p.completed_at
    from (select 1) one left join lateral (
      select * from prequalification p where p.vendor_id = vid order by p.cycle desc limit 1
    ) p on true
  ) where l.id = vid;
$$;`);
    this.addSql(`drop index if exists "prequal_list_department_review_since_idx";`);
    this.addSql(`drop index if exists "prequal_list_final_review_since_idx";`);
    this.addSql(`alter table "prequal_list" drop column if exists "department_review_started_at", drop column if exists "last_decided_at";`);
  }
}
