import type { EntityManager } from '@mikro-orm/postgresql';
import { seedLists } from './list-seed.js';

/**
 * The review pipeline at volume, for the prequal list's tests (EXPLAIN, statement counts, dashboard totals):
 * `seedLists`' companies (same prefix, same row numbers), each put in a prequal status of a busy portal's mix,
 * with a cycle and its three forms where it has begun one: 30 % not started, 15 % in progress, 8 % admin review,
 * 10 % department review (each decision pending or made), 5 % final review, 25 % completed (every final
 * decision), 7 % awaiting renewal. Set-based and derived from the prefix and row number through hashtext, so
 * a seed is the same on every run. Rows go in through ordinary statements, so the triggers keep prequal_list.
 */
export const PREQUAL_STATUS_OF_BUCKET = `case when b < 30 then 'NOT_STARTED' when b < 45 then 'IN_PROGRESS' when b < 53 then 'ADMIN_REVIEW_PENDING'
  when b < 63 then 'DEPARTMENT_REVIEW_PENDING' when b < 68 then 'FINAL_REVIEW_PENDING' when b < 93 then 'COMPLETED' else 'AWAITING_RENEWAL' end`;

export async function seedPrequalPipeline(em: EntityManager, seed: { prefix: string; vendors: number; users?: number; batch?: number }): Promise<void> {
  await seedLists(em, { prefix: seed.prefix, vendors: seed.vendors, users: seed.users ?? 0, batch: seed.batch });
  await seedPrequalCycles(em, seed);
}

/** The prequal part of `seedPrequalPipeline`, for companies `seedLists` already made with the same prefix and count. */
export async function seedPrequalCycles(em: EntityManager, seed: { prefix: string; vendors: number; batch?: number }): Promise<void> {
  const connection = em.getConnection();
  const p = seed.prefix;
  const batch = seed.batch ?? 1000;
  for (let from = 1; from <= seed.vendors; from += batch) {
    const to = Math.min(seed.vendors, from + batch - 1);
    const rows = `select md5(?::text || 'vendor' || i)::uuid as vendor_id, md5(?::text || 'prequal' || i)::uuid as prequal_id, i,
        (hashtext(?::text || 'pq' || i) & 2147483647) as n, (hashtext(?::text || 'pb' || i) & 2147483647) % 100 as b
      from generate_series(?::int, ?::int) i`;
    await connection.execute(
      `update vendor v set prequal_status = s.st from (select vendor_id, ${PREQUAL_STATUS_OF_BUCKET} as st from (${rows}) r) s where v.id = s.vendor_id`,
      [p, p, p, p, from, to],
    );
    await connection.execute(
      `insert into prequalification (id, vendor_id, cycle, status, submitted_at, priority, department_review_started_at, final_status, comment, completed_at, expires_at)
       select prequal_id, vendor_id, to_char(done - interval '2 months', 'YYYY-MM'),
         case when st = 'AWAITING_RENEWAL' then 'COMPLETED' else st end,
         case when st = 'IN_PROGRESS' then null else done - interval '40 days' - (n % 1000) * interval '1 minute' end,
         (array['LOW','MEDIUM','HIGH'])[1 + n % 3],
         case when st in ('DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING', 'COMPLETED', 'AWAITING_RENEWAL') then done - interval '30 days' end,
         case when st = 'COMPLETED' then (array['FINAL_APPROVED','FINAL_APPROVED_WITH_RISK_MITIGATION','FINAL_APPROVED_BOND_APPROVAL_ONLY','FINAL_APPROVED_WITH_MEETING','FINAL_REJECTED'])[1 + n % 5]
              when st = 'AWAITING_RENEWAL' then 'FINAL_APPROVED' end,
         null,
         case when st in ('COMPLETED', 'AWAITING_RENEWAL') then done end,
         case when st in ('COMPLETED', 'AWAITING_RENEWAL') then done + interval '1 year' end
       from (select r.*, ${PREQUAL_STATUS_OF_BUCKET} as st,
               now() - case when ${PREQUAL_STATUS_OF_BUCKET} = 'AWAITING_RENEWAL' then interval '340 days' else interval '1 day' end - (r.n % 330) * interval '1 day' as done
             from (${rows}) r) s
       where st <> 'NOT_STARTED'`,
      [p, p, p, p, from, to, p, p, p, p, from, to],
    );
    await connection.execute(
      `insert into prequal_form (id, prequalification_id, category, template_id, answers, status, department_status, aggregate_limit, single_limit, bonding_limit, decided_at)
       select md5(q.id::text || c.category)::uuid, q.id, c.category,
         (select t.id from form_template t where t.category = c.category order by t.version desc limit 1),
         '{}'::jsonb, case when q.status = 'IN_PROGRESS' then 'IN_PROGRESS' else 'SUBMIT' end,
         d.status,
         case when c.category = 'FINANCIAL' and d.status <> 'DEPARTMENT_PENDING' then 1000000.00 end,
         case when c.category = 'FINANCIAL' and d.status <> 'DEPARTMENT_PENDING' then 250000.00 end,
         case when c.category = 'FINANCIAL' and d.status <> 'DEPARTMENT_PENDING' then 500000.00 end,
         case when d.status <> 'DEPARTMENT_PENDING' then q.department_review_started_at + interval '3 days' end
       from prequalification q
       cross join lateral (values (case when (hashtext(q.id::text) & 16) = 0 then 'SAFETY' else 'SAFETY_LITE' end, 0), ('FINANCIAL', 1), ('LEGAL', 2)) c(category, k)
       cross join lateral (select case
           when q.status in ('FINAL_REVIEW_PENDING', 'COMPLETED') then 'DEPARTMENT_APPROVED'
           when q.status = 'DEPARTMENT_REVIEW_PENDING' and ((hashtext(q.id::text) & 2147483647) >> c.k) % 2 = 1 then 'DEPARTMENT_APPROVED'
           else 'DEPARTMENT_PENDING' end as status) d
       where q.id in (select md5(?::text || 'prequal' || i)::uuid from generate_series(?::int, ?::int) i)`,
      [p, from, to],
    );
  }
}

/** Statistics and the visibility map of the pipeline's tables up to date (index-only scans). */
export async function vacuumAnalyzePipeline(em: EntityManager): Promise<void> {
  await em.getConnection().execute('vacuum analyze vendor, vendor_contact, app_user, row_count, prequal_list, prequalification, prequal_form');
}
