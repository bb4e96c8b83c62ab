/**
 * What the policy dialog and the requirement profile screen send, parsed the same on both sides. Amounts arrive as
 * dollars (a number or a decimal string, at most 2 decimals) and leave as whole cents.
 */
import { z } from 'zod';
import { COVERAGE_TYPES, coverageOf, type CoverageRequirement, type CoverageType } from '../domain/insurance.js';
import { cleanText } from './fields.js';

export const CARRIER_MAX = 200;
export const POLICY_NUMBER_MAX = 100;
/** No certificate names a limit of a trillion dollars: this keeps cents inside a safe integer. */
export const LIMIT_MAX_CENTS = 100_000_000_000_000;

export const INSURANCE_MESSAGES = {
  coverage: 'Choose a coverage type',
  carrier: 'Carrier is required',
  carrierTooLong: `Carrier must be at most ${CARRIER_MAX} characters`,
  policyNumber: 'Policy number is required',
  policyNumberTooLong: `Policy number must be at most ${POLICY_NUMBER_MAX} characters`,
  date: 'Enter a date as YYYY-MM-DD',
  expiryAfterEffective: 'Expiry date must be after the effective date',
  certificate: 'Choose the certificate of insurance this policy is on',
  amount: (label: string) => `${label} must be an amount of 0 or more, with at most 2 decimals`,
  unknownLimit: (key: string) => `${key} is not a limit of this coverage`,
  duplicateCoverage: 'Each coverage may be required once',
} as const;

const isoDate = z
  .string({ error: INSURANCE_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INSURANCE_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), INSURANCE_MESSAGES.date);

/** Dollars ("1000000", "1,000,000.50", 1000000) as whole cents, or null when it is not such an amount. */
export function centsOf(value: unknown): number | null {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return null;
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  const cents = Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= LIMIT_MAX_CENTS ? cents : null;
}

/** Cents as the API's decimal dollar string ("1000000", "2500.50"). */
export function dollarsOf(cents: number): string {
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

const limitsInput = z.array(z.object({ key: z.string(), amount: z.union([z.string(), z.number()]) })).default([]);

/** Checks each amount against the coverage's limits; answers cents by key, issues at `path.i.amount`. */
function parseLimits(coverage: CoverageType, limits: { key: string; amount: string | number }[], ctx: z.RefinementCtx, path: string): Record<string, number> {
  const def = coverageOf(coverage);
  const out: Record<string, number> = {};
  limits.forEach((l, i) => {
    const limit = def.limits.find((d) => d.key === l.key);
    if (!limit) {
      ctx.addIssue({ code: 'custom', message: INSURANCE_MESSAGES.unknownLimit(l.key), path: [path, i, 'key'] });
      return;
    }
    if (l.amount === '' || l.amount == null) return;
    const cents = centsOf(l.amount);
    if (cents === null) ctx.addIssue({ code: 'custom', message: INSURANCE_MESSAGES.amount(`${def.label} ${limit.label}`), path: [path, i, 'amount'] });
    else out[l.key] = cents;
  });
  return out;
}

export const policyInputSchema = z
  .object({
    coverage: z.enum(COVERAGE_TYPES, { error: INSURANCE_MESSAGES.coverage }),
    carrier: z
      .string({ error: INSURANCE_MESSAGES.carrier })
      .transform((v) => cleanText(v).trim())
      .pipe(z.string().min(1, INSURANCE_MESSAGES.carrier).max(CARRIER_MAX, INSURANCE_MESSAGES.carrierTooLong)),
    policyNumber: z
      .string({ error: INSURANCE_MESSAGES.policyNumber })
      .transform((v) => cleanText(v).trim())
      .pipe(z.string().min(1, INSURANCE_MESSAGES.policyNumber).max(POLICY_NUMBER_MAX, INSURANCE_MESSAGES.policyNumberTooLong)),
    effectiveDate: isoDate,
    expiryDate: isoDate,
    limits: limitsInput,
    statutory: z.boolean().default(false),
    additionalInsured: z.boolean().default(false),
    waiverOfSubrogation: z.boolean().default(false),
    certificateFileId: z.uuid({ error: INSURANCE_MESSAGES.certificate }),
  })
  .transform((v, ctx) => {
    if (v.expiryDate <= v.effectiveDate) ctx.addIssue({ code: 'custom', message: INSURANCE_MESSAGES.expiryAfterEffective, path: ['expiryDate'] });
    const limits = parseLimits(v.coverage, v.limits, ctx, 'limits');
    return { ...v, limits, statutory: v.coverage === 'WORKERS_COMP' && v.statutory };
  });
export type PolicyInput = z.input<typeof policyInputSchema>;
export type ParsedPolicyInput = z.output<typeof policyInputSchema>;

export const requirementInputSchema = z
  .object({
    coverage: z.enum(COVERAGE_TYPES, { error: INSURANCE_MESSAGES.coverage }),
    minimums: limitsInput,
    statutory: z.boolean().default(false),
    additionalInsured: z.boolean().default(false),
    waiverOfSubrogation: z.boolean().default(false),
  })
  .transform((v, ctx): CoverageRequirement => ({ ...v, minimums: parseLimits(v.coverage, v.minimums, ctx, 'minimums') }));

export const requirementProfileSchema = z
  .array(requirementInputSchema, { error: 'requirements must be a list' })
  .max(COVERAGE_TYPES.length)
  .superRefine((reqs, ctx) => {
    const seen = new Set<string>();
    reqs.forEach((r, i) => {
      if (seen.has(r.coverage)) ctx.addIssue({ code: 'custom', message: INSURANCE_MESSAGES.duplicateCoverage, path: [i, 'coverage'] });
      seen.add(r.coverage);
    });
  });
export type RequirementInput = z.input<typeof requirementInputSchema>;
