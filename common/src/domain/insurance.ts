/**
 * Insurance as records: the coverage types a certificate of insurance lists, each with its named limits, and the
 * compliance of a company's policies with a requirement profile. Shared by the server (which stores the result per
 * company for the lists and the dashboard) and the screens (which show the same words). Money is whole cents
 * (integers) here; the API carries decimal dollar strings (see validation/insurance.ts).
 */

export const COVERAGE_TYPES = ['GENERAL_LIABILITY', 'AUTO', 'UMBRELLA', 'WORKERS_COMP', 'EMPLOYERS_LIABILITY', 'PROFESSIONAL', 'POLLUTION'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

export interface CoverageLimitDef {
  key: string;
  /** Lower case, read after the coverage's label: "General liability each occurrence". */
  label: string;
}

export interface CoverageDef {
  key: CoverageType;
  label: string;
  limits: readonly CoverageLimitDef[];
  /** Workers' compensation: the policy carries the statutory limits of the state (a flag, no amount). */
  statutory?: boolean;
}

const perClaim: readonly CoverageLimitDef[] = [
  { key: 'perClaim', label: 'per claim' },
  { key: 'aggregate', label: 'aggregate' },
];

/** The registry: every coverage type, in the order of an ACORD 25 certificate. */
export const COVERAGES: readonly CoverageDef[] = [
  {
    key: 'GENERAL_LIABILITY',
    label: 'General liability',
    limits: [
      { key: 'eachOccurrence', label: 'each occurrence' },
      { key: 'generalAggregate', label: 'general aggregate' },
      { key: 'productsCompletedOps', label: 'products-completed operations aggregate' },
    ],
  },
  { key: 'AUTO', label: 'Auto', limits: [{ key: 'combinedSingleLimit', label: 'combined single limit' }] },
  {
    key: 'UMBRELLA',
    label: 'Umbrella/excess',
    limits: [
      { key: 'eachOccurrence', label: 'each occurrence' },
      { key: 'aggregate', label: 'aggregate' },
    ],
  },
  { key: 'WORKERS_COMP', label: "Workers' compensation", limits: [], statutory: true },
  {
    key: 'EMPLOYERS_LIABILITY',
    label: "Employer's liability",
    limits: [
      { key: 'eachAccident', label: 'each accident' },
      { key: 'diseaseEachEmployee', label: 'disease each employee' },
      { key: 'diseasePolicyLimit', label: 'disease policy limit' },
    ],
  },
  { key: 'PROFESSIONAL', label: 'Professional', limits: perClaim },
  { key: 'POLLUTION', label: 'Pollution', limits: perClaim },
];

export function coverageOf(key: CoverageType): CoverageDef {
  return COVERAGES.find((c) => c.key === key)!;
}

/** A policy as compliance reads it. Dates are YYYY-MM-DD; limits are whole cents by the coverage's limit keys. */
export interface PolicyFacts {
  coverage: CoverageType;
  effectiveDate: string;
  expiryDate: string;
  limits: Readonly<Record<string, number>>;
  statutory: boolean;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

/** What the builder requires of one coverage: minimum limits (cents) and flags. */
export interface CoverageRequirement {
  coverage: CoverageType;
  minimums: Readonly<Record<string, number>>;
  statutory: boolean;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

export const COMPLIANCE_STATUSES = ['COMPLIANT', 'GAPS', 'LAPSED'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export const COMPLIANCE_WORDS: Record<ComplianceStatus, string> = {
  COMPLIANT: 'Meets requirements',
  GAPS: 'Gaps',
  LAPSED: 'Lapsed',
};

export interface ComplianceResult {
  status: ComplianceStatus;
  /** Each gap in words; empty when the policies meet every requirement. */
  gaps: string[];
  /** The earliest expiry date of the policies in force (YYYY-MM-DD), or null. */
  nextExpiry: string | null;
}

/** "$1,000,000" (cents shown only when there are any). */
export function formatMoneyCents(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${dollars.toLocaleString('en-US')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * In force on `today`: effective on or before it and not yet at its expiry date (a policy expires at the start of
 * its expiry date, as an ACORD certificate's "policy exp" reads).
 */
export function inForce(p: Pick<PolicyFacts, 'effectiveDate' | 'expiryDate'>, today: string): boolean {
  return p.effectiveDate <= today && today < p.expiryDate;
}

/** The gaps of one policy in force against one requirement. */
function policyGaps(def: CoverageDef, req: CoverageRequirement, p: PolicyFacts): string[] {
  const gaps: string[] = [];
  for (const limit of def.limits) {
    const min = req.minimums[limit.key] ?? 0;
    if (min <= 0) continue;
    const has = p.limits[limit.key] ?? 0;
    if (has < min) gaps.push(`${def.label} ${limit.label} ${formatMoneyCents(has)} is below the required ${formatMoneyCents(min)}`);
  }
  if (def.statutory && req.statutory && !p.statutory) gaps.push(`${def.label}: statutory limits are required`);
  if (req.additionalInsured && !p.additionalInsured) gaps.push(`${def.label}: additional insured is required`);
  if (req.waiverOfSubrogation && !p.waiverOfSubrogation) gaps.push(`${def.label}: waiver of subrogation is required`);
  return gaps;
}

/**
 * A company's compliance with a requirement profile on `today` (YYYY-MM-DD): for each required coverage, a policy
 * in force meeting every minimum and flag. When none does, the gaps of the closest policy in force (fewest gaps);
 * when none is in force, why: no policy, expired (LAPSED), or not yet effective.
 */
export function checkCompliance(policies: readonly PolicyFacts[], requirements: readonly CoverageRequirement[], today: string): ComplianceResult {
  const gaps: string[] = [];
  let lapsed = false;
  for (const def of COVERAGES) {
    const req = requirements.find((r) => r.coverage === def.key);
    if (!req) continue;
    const mine = policies.filter((p) => p.coverage === def.key);
    const current = mine.filter((p) => inForce(p, today));
    if (current.length > 0) {
      const each = current.map((p) => policyGaps(def, req, p)).sort((a, b) => a.length - b.length);
      gaps.push(...each[0]!);
      continue;
    }
    const expired = mine
      .filter((p) => p.expiryDate <= today)
      .map((p) => p.expiryDate)
      .sort();
    const future = mine
      .filter((p) => p.effectiveDate > today)
      .map((p) => p.effectiveDate)
      .sort();
    if (expired.length > 0 && future.length === 0) {
      lapsed = true;
      gaps.push(`${def.label} expired on ${expired[expired.length - 1]}`);
    } else if (future.length > 0) {
      gaps.push(`${def.label}: the policy is not effective until ${future[0]}`);
    } else {
      gaps.push(`${def.label}: no policy`);
    }
  }
  const nextExpiry =
    policies
      .filter((p) => inForce(p, today))
      .map((p) => p.expiryDate)
      .sort()[0] ?? null;
  return { status: lapsed ? 'LAPSED' : gaps.length > 0 ? 'GAPS' : 'COMPLIANT', gaps, nextExpiry };
}

/**
 * The stricter of several requirement profiles (the builder's and those of a company's projects): every coverage any
 * of them requires, each minimum the highest asked, each flag asked by any. In the registry's order.
 */
export function strictestRequirements(profiles: readonly (readonly CoverageRequirement[])[]): CoverageRequirement[] {
  const out: CoverageRequirement[] = [];
  for (const def of COVERAGES) {
    const asked = profiles.flatMap((p) => p.filter((r) => r.coverage === def.key));
    if (asked.length === 0) continue;
    const minimums: Record<string, number> = {};
    for (const r of asked) for (const [key, cents] of Object.entries(r.minimums)) minimums[key] = Math.max(minimums[key] ?? 0, cents);
    out.push({
      coverage: def.key,
      minimums,
      statutory: asked.some((r) => r.statutory),
      additionalInsured: asked.some((r) => r.additionalInsured),
      waiverOfSubrogation: asked.some((r) => r.waiverOfSubrogation),
    });
  }
  return out;
}

/** The shipped default profile: what a general contractor commonly asks of a subcontractor (the admins edit it). */
export const DEFAULT_REQUIREMENTS: readonly CoverageRequirement[] = [
  {
    coverage: 'GENERAL_LIABILITY',
    minimums: { eachOccurrence: 100_000_000, generalAggregate: 200_000_000, productsCompletedOps: 200_000_000 },
    statutory: false,
    additionalInsured: true,
    waiverOfSubrogation: true,
  },
  { coverage: 'AUTO', minimums: { combinedSingleLimit: 100_000_000 }, statutory: false, additionalInsured: true, waiverOfSubrogation: false },
  { coverage: 'WORKERS_COMP', minimums: {}, statutory: true, additionalInsured: false, waiverOfSubrogation: true },
  {
    coverage: 'EMPLOYERS_LIABILITY',
    minimums: { eachAccident: 100_000_000, diseaseEachEmployee: 100_000_000, diseasePolicyLimit: 100_000_000 },
    statutory: false,
    additionalInsured: false,
    waiverOfSubrogation: false,
  },
];

/** Reminder thresholds: days before a policy's expiry date (0: the day it expires). */
export const INSURANCE_REMINDER_DAYS = [30, 14, 0] as const;
