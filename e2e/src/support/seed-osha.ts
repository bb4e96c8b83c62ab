import { randomUUID } from 'node:crypto';
import { runSql } from './seed-company.js';

/** A company in department review whose safety form holds OSHA 300A figures, and how to take it away again. */
export interface CompanyWithOsha {
  vendorId: string;
  prequalId: string;
  /** Deletes its forms, its cycle and the company: the specs share one database. */
  remove(): Promise<void>;
}

/**
 * A company under construction (NAICS 238220, 40 employees) in department review, with this month's cycle whose
 * safety form holds `safety` (the OSHA 300A figures and EMRs by question slug, as the vendor submitted them) and whose
 * financial and legal forms are submitted blank, each on its category's newest template. Written straight into the
 * database, as the axe-dialogs spec seeds its cycles: prequal-forms.e2e.ts walks the forms themselves.
 */
export async function seedCompanyWithOsha(companyName: string, safety: Record<string, number>): Promise<CompanyWithOsha> {
  const vendorId = randomUUID();
  const prequalId = randomUUID();
  const remove = async () => {
    await runSql(`delete from prequal_form where prequalification_id = $1`, [prequalId]);
    await runSql(`delete from prequalification where id = $1`, [prequalId]);
    await runSql(`delete from vendor where id = $1`, [vendorId]);
  };
  try {
    await runSql(
      `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, no_of_employees, naics_code, submitted_at)
       values ($1, $2, $3, 'APPROVED', 'DEPARTMENT_REVIEW_PENDING', 40, '238220', now())`,
      [vendorId, companyName, `57-${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`],
    );
    await runSql(
      `insert into prequalification (id, vendor_id, cycle, status, submitted_at, department_review_started_at)
       values ($1, $2, $3, 'DEPARTMENT_REVIEW_PENDING', now(), now())`,
      [prequalId, vendorId, new Date().toISOString().slice(0, 7)],
    );
    await runSql(
      `insert into prequal_form (id, prequalification_id, category, template_id, answers, status, submitted_at, department_status)
       select gen_random_uuid(), $1, t.category, t.id, case when t.category = 'SAFETY' then $2::jsonb else '{}'::jsonb end, 'SUBMIT', now(), 'DEPARTMENT_PENDING'
       from (select distinct on (category) id, category from form_template where category in ('SAFETY', 'FINANCIAL', 'LEGAL') order by category, version desc) t`,
      [prequalId, JSON.stringify(safety)],
    );
  } catch (err) {
    await remove();
    throw err;
  }
  return { vendorId, prequalId, remove };
}
