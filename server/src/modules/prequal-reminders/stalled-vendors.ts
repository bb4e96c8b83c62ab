import type { EntityManager } from '@mikro-orm/postgresql';

/** Days after the clock starts at which a company with unsubmitted forms is reminded, and staff see it as stalled. */
export const STALLED_THRESHOLDS = [7, 14] as const;
const DAY_MS = 86_400_000;

/** A company whose newest cycle is in progress with a form still open, and since when the clock runs. */
export interface StalledVendor {
  vendorId: string;
  companyName: string;
  prequalId: string;
  instance: string;
  /** The clock: when the cycle began, or the last return to the vendor when it came back since. */
  since: Date;
  /** The clock starts at a return, not at the beginning. */
  returned: boolean;
  /** Whole days from `since` to now. */
  days: number;
}

interface Row {
  vendor_id: string;
  company_name: string;
  prequal_id: string;
  instance: string;
  began_ms: string;
  returned_ms: string | null;
}

/**
 * The companies with unsubmitted forms for at least `minDays` days at `now`, longest waiting first. The clock is
 * the cycle's beginning or, when the cycle was returned to the vendor since (PREQUAL_RETURNED in the activity
 * log, found by its (entity_type, entity_id) index), the last return: a returned company gets its days again.
 */
export async function stalledVendors(em: EntityManager, now: Date, minDays: number = STALLED_THRESHOLDS[0]): Promise<StalledVendor[]> {
  const rows = await em.getConnection().execute<Row[]>(
    `select v.id as vendor_id, v.company_name, p.id as prequal_id, p.cycle as instance,
            (extract(epoch from p.created_at) * 1000)::bigint as began_ms,
            (select (extract(epoch from max(a.performed_at)) * 1000)::bigint from audit_log a
              where a.entity_type = 'Prequalification' and a.entity_id = p.id::text and a.action = 'PREQUAL_RETURNED') as returned_ms
       from vendor v
       join lateral (select id, cycle, status, created_at from prequalification where vendor_id = v.id order by cycle desc, created_at desc limit 1) p on true
      where v.prequal_status = 'IN_PROGRESS' and p.status = 'IN_PROGRESS'
        and exists (select 1 from prequal_form f where f.prequalification_id = p.id and f.status in ('DRAFT', 'IN_PROGRESS'))`,
  );
  return rows
    .map((r): StalledVendor => {
      const returned = r.returned_ms != null && Number(r.returned_ms) > Number(r.began_ms);
      const since = new Date(returned ? Number(r.returned_ms) : Number(r.began_ms));
      return {
        vendorId: r.vendor_id,
        companyName: r.company_name,
        prequalId: r.prequal_id,
        instance: r.instance,
        since,
        returned,
        days: Math.floor((now.getTime() - since.getTime()) / DAY_MS),
      };
    })
    .filter((s) => s.days >= minDays)
    .sort((a, b) => b.days - a.days || a.companyName.localeCompare(b.companyName));
}

/** The highest threshold a company waiting `days` has reached; null below the first. */
export function thresholdReached(days: number): number | null {
  return [...STALLED_THRESHOLDS].reverse().find((t) => days >= t) ?? null;
}
