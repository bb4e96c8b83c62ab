import { Migration } from '@mikro-orm/migrations';

/** The forms the departments' count joins to the companies in department review, before and after this migration. */
const ALL_PENDING = `f.department_status = 'DEPARTMENT_PENDING'`;
const SUBMITTED_PENDING = `f.department_status = 'DEPARTMENT_PENDING' and f.status = 'SUBMIT'`;

/** prequal_dashboard (migration dashboard_counters) with the departments' count over `forms`; nothing else differs. */
const dashboardFunction = (forms: string) => `create or replace function "prequal_dashboard"(from_month timestamp, to_month timestamp, tz text)
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
        join prequal_form f on f.prequalification_id = l.prequal_id and ${forms}
        where l.prequal_status = 'DEPARTMENT_REVIEW_PENDING' group by f.category
      ) d),
      (select coalesce(json_object_agg(u.month, u.n), '{}'::json) from (
        select to_char(date_trunc('month', l.completed_at at time zone tz) + interval '11 months', 'YYYY-MM') as month, count(*)::int as n
        from prequal_list l
        where l.prequal_status in ('COMPLETED', 'AWAITING_RENEWAL') and l.completed_at >= (from_month at time zone tz) and l.completed_at < (to_month at time zone tz)
        group by 1
      ) u);
  end $$;`;

/**
 * The dashboard's statement at 100,000 companies (issue 21/22: within 1.3x of the bare GROUP BY of the statuses;
 * it was 1.37x, 1,996 buffers a call against the GROUP BY's 86). The same numbers, read through indexes:
 *
 * - The departments' count found the companies in department review by a bitmap scan of prequal_list (851 heap pages
 *   for 2,843 rows) and hashed them against every DEPARTMENT_PENDING form (17,002: forms begin pending, so every
 *   unstarted and in-progress cycle was read too). Now a partial index of prequal_list holds the newest cycle of each
 *   company in department review, and a partial index of prequal_form the pending forms that are submitted (8,398):
 *   both are read index-only, in prequalification order, and merged. The added `f.status = 'SUBMIT'` removes no
 *   row the count had: a cycle reaches department review only when its forms are all submitted (submit), and stays
 *   submitted there (a department's Save keeps SUBMIT; only a return to the vendor reopens the forms, and it leaves
 *   department review in the same change).
 * - The status counters were read by a sequential scan of row_count (a LIKE on the default collation has no index):
 *   830 pages for its 18 rows after the seed's counted inserts. A text_pattern_ops index serves the prefix.
 */
export class Migration20261128152741_dashboard_department_count extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "prequal_list_department_review_prequal_idx" on "prequal_list" ("prequal_id") where "prequal_status" = 'DEPARTMENT_REVIEW_PENDING';`,
    );
    this.addSql(
      `create index if not exists "prequal_form_department_submitted_idx" on "prequal_form" ("prequalification_id", "category") where "department_status" = 'DEPARTMENT_PENDING' and "status" = 'SUBMIT';`,
    );
    this.addSql(`create index if not exists "row_count_key_pattern_idx" on "row_count" ("key" text_pattern_ops);`);
    this.addSql(dashboardFunction(SUBMITTED_PENDING));
  }

  override async down(): Promise<void> {
    this.addSql(dashboardFunction(ALL_PENDING));
    this.addSql(`drop index if exists "row_count_key_pattern_idx";`);
    this.addSql(`drop index if exists "prequal_form_department_submitted_idx";`);
    this.addSql(`drop index if exists "prequal_list_department_review_prequal_idx";`);
  }
}
