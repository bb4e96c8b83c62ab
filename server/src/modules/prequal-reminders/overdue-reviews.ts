import type { EntityManager } from '@mikro-orm/postgresql';
import { businessDaysBetween } from '@portal/common/domain/business-days';
import { categoryOf } from '@portal/common/domain/categories';

/** The review stages a cycle waits in: the admin review, a department's decision on a category, the final review. */
export type ReviewStage = 'ADMIN' | 'DEPARTMENT' | 'FINAL';

/** One review waiting: the stage (and the category for a department), since when. */
export interface WaitingReview {
  prequalId: string;
  vendorId: string;
  companyName: string;
  instance: string;
  stage: ReviewStage;
  /** The form category a department decides (SAFETY, FINANCIAL, ...); null for the admin and final reviews. */
  category: string | null;
  since: Date;
  /** Whole business days (Mon-Fri, portal time zone) from `since` to now. */
  businessDays: number;
}

interface Row {
  prequal_id: string;
  vendor_id: string;
  company_name: string;
  instance: string;
  stage: ReviewStage;
  category: string | null;
  since_ms: string | null;
}

/**
 * Every review waiting now, with its clock: the admin review since the cycle was submitted, a department's decision
 * since the admin review sent the cycle to the departments (one row per undecided category), the final review since
 * the last department decision. Only companies' newest cycles are in these statuses.
 */
export async function waitingReviews(em: EntityManager, now: Date): Promise<WaitingReview[]> {
  const rows = await em.getConnection().execute<Row[]>(
    `select p.id as prequal_id, v.id as vendor_id, v.company_name, p.cycle as instance, 'ADMIN' as stage, null as category,
            (extract(epoch from p.submitted_at) * 1000)::bigint as since_ms
       from prequalification p join vendor v on v.id = p.vendor_id
      where p.status = 'ADMIN_REVIEW_PENDING'
     union all
     select p.id, v.id, v.company_name, p.cycle, 'DEPARTMENT', f.category, (extract(epoch from p.department_review_started_at) * 1000)::bigint
       from prequalification p join vendor v on v.id = p.vendor_id
       join prequal_form f on f.prequalification_id = p.id and f.department_status = 'DEPARTMENT_PENDING'
      where p.status = 'DEPARTMENT_REVIEW_PENDING'
     union all
     select p.id, v.id, v.company_name, p.cycle, 'FINAL', null,
            (select (extract(epoch from max(f.decided_at)) * 1000)::bigint from prequal_form f where f.prequalification_id = p.id)
       from prequalification p join vendor v on v.id = p.vendor_id
      where p.status = 'FINAL_REVIEW_PENDING'`,
  );
  return rows
    .filter((r) => r.since_ms != null)
    .map((r) => {
      const since = new Date(Number(r.since_ms));
      return {
        prequalId: r.prequal_id,
        vendorId: r.vendor_id,
        companyName: r.company_name,
        instance: r.instance,
        stage: r.stage,
        category: r.category,
        since,
        businessDays: businessDaysBetween(since, now),
      };
    });
}

/** The reviews waiting more than `days` business days, longest first. */
export function overdueOf(reviews: readonly WaitingReview[], days: number): WaitingReview[] {
  return reviews.filter((r) => r.businessDays > days).sort((a, b) => b.businessDays - a.businessDays || a.companyName.localeCompare(b.companyName));
}

/** A stage's key and words as the dashboard counts it: ADMIN, FINAL, or DEPARTMENT:<category>. */
export function stageOf(r: Pick<WaitingReview, 'stage' | 'category'>): { key: string; label: string } {
  if (r.stage === 'ADMIN') return { key: 'ADMIN', label: 'Admin review' };
  if (r.stage === 'FINAL') return { key: 'FINAL', label: 'Final review' };
  return { key: `DEPARTMENT:${r.category}`, label: `${categoryOf(r.category ?? '')?.label ?? r.category} review` };
}
