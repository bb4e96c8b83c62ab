import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import {
  checkCompliance,
  strictestRequirements,
  type ComplianceResult,
  type CoverageRequirement,
  type CoverageType,
  type PolicyFacts,
} from '@portal/common/domain/insurance';
import { InsuranceCompliance } from './insurance-compliance.entity.js';
import { InsurancePolicy } from './insurance-policy.entity.js';
import { InsuranceRequirement } from './insurance-requirement.entity.js';

/** Today in the portal's time zone (YYYY-MM-DD): a policy's dates are the certificate's calendar days. */
export function portalToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function loadRequirements(em: EntityManager): Promise<CoverageRequirement[]> {
  return (await em.find(InsuranceRequirement, {})).map((r) => ({
    coverage: r.coverage,
    minimums: r.minimums,
    statutory: r.statutory,
    additionalInsured: r.additionalInsured,
    waiverOfSubrogation: r.waiverOfSubrogation,
  }));
}

/**
 * The requirements each company is checked against: the builder's profile, made stricter by the profiles of the
 * projects it is assigned to (strictestRequirements). One statement for every company asked.
 */
export async function requirementsByVendor(em: EntityManager, vendorIds: readonly string[], base: CoverageRequirement[]): Promise<Map<string, CoverageRequirement[]>> {
  const out = new Map<string, CoverageRequirement[]>(vendorIds.map((v) => [v, base]));
  if (vendorIds.length === 0) return out;
  const rows = await em.execute<
    {
      vendor_id: string;
      project_id: string;
      coverage: CoverageType;
      minimums: Record<string, number>;
      statutory: boolean;
      additional_insured: boolean;
      waiver_of_subrogation: boolean;
    }[]
  >(
    `select vp.vendor_id, r.project_id, r.coverage, r.minimums, r.statutory, r.additional_insured, r.waiver_of_subrogation
       from vendor_project vp join insurance_project_requirement r on r.project_id = vp.project_id
      where vp.vendor_id in (${vendorIds.map(() => '?').join(', ')})`,
    [...vendorIds],
  );
  const byVendor = new Map<string, Map<string, CoverageRequirement[]>>();
  for (const r of rows) {
    const projects = byVendor.get(r.vendor_id) ?? new Map<string, CoverageRequirement[]>();
    byVendor.set(r.vendor_id, projects);
    projects.set(r.project_id, [
      ...(projects.get(r.project_id) ?? []),
      { coverage: r.coverage, minimums: r.minimums, statutory: r.statutory, additionalInsured: r.additional_insured, waiverOfSubrogation: r.waiver_of_subrogation },
    ]);
  }
  for (const [vendorId, projects] of byVendor) out.set(vendorId, strictestRequirements([base, ...projects.values()]));
  return out;
}

export const factsOf = (p: InsurancePolicy): PolicyFacts => ({
  coverage: p.coverage,
  effectiveDate: p.effectiveDate,
  expiryDate: p.expiryDate,
  limits: p.limits,
  statutory: p.statutory,
  additionalInsured: p.additionalInsured,
  waiverOfSubrogation: p.waiverOfSubrogation,
});

/** The next day the calendar alone changes the answer: a policy's expiry or a future policy's effective date. */
function nextChangeOf(policies: readonly PolicyFacts[], today: string): string | null {
  const days = policies.flatMap((p) => [p.effectiveDate, p.expiryDate]).filter((d) => d > today);
  return days.sort()[0] ?? null;
}

/**
 * Writes the compliance rows of these companies as their policies and the profile stand in `em` (call it in the
 * transaction of the change); a company without policies loses its row. Answers each company's result.
 */
export async function refreshCompliance(
  em: EntityManager,
  vendorIds: readonly string[],
  today: string,
  requirements?: CoverageRequirement[],
): Promise<Map<string, ComplianceResult>> {
  const reqs = requirements ?? (await loadRequirements(em));
  const out = new Map<string, ComplianceResult>();
  if (vendorIds.length === 0) return out;
  await em.flush();
  const policies = await em.find(InsurancePolicy, { vendor: { $in: [...vendorIds] } });
  const byVendor = new Map<string, PolicyFacts[]>();
  for (const p of policies) byVendor.set(p.vendor.id, [...(byVendor.get(p.vendor.id) ?? []), factsOf(p)]);
  const empty = vendorIds.filter((v) => !byVendor.has(v));
  if (empty.length) await em.nativeDelete(InsuranceCompliance, { vendor: { $in: empty } });
  const reqsOf = await requirementsByVendor(em, [...byVendor.keys()], reqs);
  for (const [vendorId, facts] of byVendor) {
    const result = checkCompliance(facts, reqsOf.get(vendorId)!, today);
    out.set(vendorId, result);
    await em.upsert(InsuranceCompliance, {
      vendor: vendorId,
      status: result.status,
      gaps: result.gaps,
      nextExpiry: result.nextExpiry,
      nextChange: nextChangeOf(facts, today),
      checkedAt: new Date(),
    });
  }
  return out;
}

/** Every company with policies, a page at a time (after the profile changes, and by the daily scan's due rows). */
export async function refreshAllCompliance(em: EntityManager, today: string, where: 'all' | 'due' = 'all'): Promise<number> {
  const reqs = await loadRequirements(em);
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const rows = await em.execute<{ vendor_id: string }[]>(
      where === 'all'
        ? 'select distinct vendor_id from insurance_policy where vendor_id > ? order by vendor_id limit 500'
        : 'select vendor_id from insurance_compliance where next_change <= ?::date and vendor_id > ? order by vendor_id limit 500',
      where === 'all' ? [after] : [today, after],
    );
    if (rows.length === 0) return count;
    await refreshCompliance(
      em,
      rows.map((r) => r.vendor_id),
      today,
      reqs,
    );
    count += rows.length;
    after = rows[rows.length - 1]!.vendor_id;
  }
}
