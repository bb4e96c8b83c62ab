import { Migration } from '@mikro-orm/migrations';

/** The prequal statuses that have a tab of /admin/prequalification when this migration was written (a snapshot). */
const TAB_STATUSES = ['IN_PROGRESS', 'ADMIN_REVIEW_PENDING', 'DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING', 'COMPLETED', 'AWAITING_RENEWAL'];
/** The sort columns of the prequal list (prequal-lists/prequal-list.ts). */
const SORTS = { company_name: 'company_name', submitted_at: 'submitted_at', priority: 'priority_rank', expires_at: 'expires_at' };

/**
 * The prequalification tabs (In Progress to Renewal) and the dashboard at 100,000 companies.
 *
 * The tabs filter by the company's prequal status (vendor.prequal_status) and sort by its newest cycle's
 * submission date, priority or expiry (prequalification): two tables, so no one index could serve a filter and
 * a sort. prequal_list is the prequal module's projection of both, one row per company (id = the vendor's id),
 * kept by triggers in the transaction of every change of a company or a cycle, so that every filter + sort has
 * an index (filters…, sort column nulls first, id) as the other lists do (docs/decisions.md, "Lists at 100,000
 * companies"). The table is not an entity: nothing but the triggers writes it, and the lists read it by SQL.
 */
export class Migration20270104000000_prequal_lists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "prequal_list" (
      "id" uuid not null primary key references "vendor" ("id") on delete cascade,
      "prequal_status" text not null,
      "company_name" varchar(255) null,
      "prequal_id" uuid null,
      "instance" varchar(7) null,
      "submitted_at" timestamptz null,
      "priority_rank" smallint null,
      "final_status" text null,
      "expires_at" timestamptz null,
      "completed_at" timestamptz null
    );`);
    for (const [name, column] of Object.entries(SORTS)) {
      this.addSql(`create index "prequal_list_status_${name}_idx" on "prequal_list" ("prequal_status", "${column}" nulls first, "id");`);
      // The Completed tab's filter by final decision.
      this.addSql(
        `create index "prequal_list_final_${name}_idx" on "prequal_list" ("final_status", "${column}" nulls first, "id") where "prequal_status" = 'COMPLETED';`,
      );
    }
    for (const status of TAB_STATUSES) {
      this.addSql(
        `create index "prequal_list_${status.toLowerCase()}_company_name_trgm" on "prequal_list" using gin (lower("company_name") gin_trgm_ops) where "prequal_status" = '${status}';`,
      );
    }
    // The dashboard's upcoming 11th-month mark: the completed cycles of companies not yet renewing.
    this.addSql(`create index "prequal_list_completed_at_idx" on "prequal_list" ("completed_at") where "prequal_status" in ('COMPLETED', 'AWAITING_RENEWAL');`);

    // The newest cycle's columns of one company (none left: nulls).
    this.addSql(`create function "prequal_list_cycle"(vid uuid) returns void language sql as $$
  update prequal_list l set (prequal_id, instance, submitted_at, priority_rank, final_status, expires_at, completed_at) = (
    select p.id, p.cycle, p.submitted_at, case p.priority when 'LOW' then 1 when 'MEDIUM' then 2 when 'HIGH' then 3 end,
      p.final_status, p.expires_at, p.completed_at
    from (select 1) one left join lateral (
      select * from prequalification p where p.vendor_id = vid order by p.cycle desc limit 1
    ) p on true
  ) where l.id = vid;
$$;`);
    this.addSql(`create function "prequal_list_of_vendor"() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into prequal_list (id, prequal_status, company_name) values (new.id, new.prequal_status, new.company_name);
    elsif new.prequal_status is distinct from old.prequal_status or new.company_name is distinct from old.company_name then
      update prequal_list set prequal_status = new.prequal_status, company_name = new.company_name where id = new.id;
    end if;
    return null;
  end $$;`);
    this.addSql(`create trigger "prequal_list_vendor_insert" after insert on "vendor" for each row execute function "prequal_list_of_vendor"();`);
    this.addSql(
      `create trigger "prequal_list_vendor_update" after update of "prequal_status", "company_name" on "vendor" for each row execute function "prequal_list_of_vendor"();`,
    );
    this.addSql(`create function "prequal_list_of_cycle"() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then perform prequal_list_cycle(old.vendor_id); end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.vendor_id is distinct from old.vendor_id) then perform prequal_list_cycle(new.vendor_id); end if;
    return null;
  end $$;`);
    this
      .addSql(`create trigger "prequal_list_cycle_change" after insert or delete or update of "vendor_id", "cycle", "submitted_at", "priority", "final_status", "expires_at", "completed_at"
      on "prequalification" for each row execute function "prequal_list_of_cycle"();`);

    // The rows already there.
    this.addSql(`insert into prequal_list (id, prequal_status, company_name) select id, prequal_status, company_name from vendor;`);
    this.addSql(`select prequal_list_cycle(vendor_id) from (select distinct vendor_id from prequalification) v;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "prequal_list_cycle_change" on "prequalification";`);
    this.addSql(`drop trigger if exists "prequal_list_vendor_update" on "vendor";`);
    this.addSql(`drop trigger if exists "prequal_list_vendor_insert" on "vendor";`);
    this.addSql(`drop function if exists "prequal_list_of_cycle"();`);
    this.addSql(`drop function if exists "prequal_list_of_vendor"();`);
    this.addSql(`drop function if exists "prequal_list_cycle"(uuid);`);
    this.addSql(`drop table if exists "prequal_list";`);
  }
}
