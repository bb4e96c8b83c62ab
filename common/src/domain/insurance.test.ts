import { describe, expect, it } from 'vitest';
import { centsOf, policyInputSchema, requirementProfileSchema } from '../validation/insurance.js';
import { checkCompliance, DEFAULT_REQUIREMENTS, formatMoneyCents, strictestRequirements, type CoverageRequirement, type PolicyFacts } from './insurance.js';

const M = 100_000_000; // $1,000,000 in cents
const gl = (over: Partial<PolicyFacts> = {}): PolicyFacts => ({
  coverage: 'GENERAL_LIABILITY',
  effectiveDate: '2026-01-01',
  expiryDate: '2027-01-01',
  limits: { eachOccurrence: M, generalAggregate: 2 * M, productsCompletedOps: 2 * M },
  statutory: false,
  additionalInsured: true,
  waiverOfSubrogation: true,
  ...over,
});
const GL_ONLY: CoverageRequirement[] = [
  { coverage: 'GENERAL_LIABILITY', minimums: { eachOccurrence: M, generalAggregate: 2 * M }, statutory: false, additionalInsured: true, waiverOfSubrogation: false },
];
const TODAY = '2026-11-27';

describe('checkCompliance', () => {
  it('meets the requirement with a policy in force at every minimum', () => {
    expect(checkCompliance([gl()], GL_ONLY, TODAY)).toEqual({ status: 'COMPLIANT', gaps: [], nextExpiry: '2027-01-01' });
  });

  it('names each limit below its minimum and each missing flag', () => {
    const r = checkCompliance([gl({ limits: { eachOccurrence: M / 2, generalAggregate: 2 * M }, additionalInsured: false })], GL_ONLY, TODAY);
    expect(r.status).toBe('GAPS');
    expect(r.gaps).toEqual(['General liability each occurrence $500,000 is below the required $1,000,000', 'General liability: additional insured is required']);
  });

  it('answers the closest policy in force when several are', () => {
    const r = checkCompliance([gl({ limits: {} }), gl({ limits: { eachOccurrence: M, generalAggregate: M } })], GL_ONLY, TODAY);
    expect(r.gaps).toEqual(['General liability general aggregate $1,000,000 is below the required $2,000,000']);
  });

  it('tells a missing coverage, a lapse and a policy not yet effective apart', () => {
    const reqs = DEFAULT_REQUIREMENTS;
    const policies: PolicyFacts[] = [
      gl(),
      { ...gl(), coverage: 'WORKERS_COMP', limits: {}, statutory: true, effectiveDate: '2025-10-01', expiryDate: '2026-10-01' },
      {
        ...gl(),
        coverage: 'EMPLOYERS_LIABILITY',
        limits: { eachAccident: M, diseaseEachEmployee: M, diseasePolicyLimit: M },
        effectiveDate: '2026-12-01',
        expiryDate: '2027-12-01',
      },
    ];
    const r = checkCompliance(policies, reqs, TODAY);
    expect(r.status).toBe('LAPSED');
    expect(r.gaps).toEqual(['Auto: no policy', "Workers' compensation expired on 2026-10-01", "Employer's liability: the policy is not effective until 2026-12-01"]);
    expect(r.nextExpiry).toBe('2027-01-01');
  });

  it('reads a policy as expired on its expiry date and in force on its effective date', () => {
    expect(checkCompliance([gl({ expiryDate: TODAY })], GL_ONLY, TODAY).gaps).toEqual(['General liability expired on 2026-11-27']);
    expect(checkCompliance([gl({ effectiveDate: TODAY })], GL_ONLY, TODAY).status).toBe('COMPLIANT');
  });

  it('asks statutory limits of workers compensation', () => {
    const req: CoverageRequirement[] = [{ coverage: 'WORKERS_COMP', minimums: {}, statutory: true, additionalInsured: false, waiverOfSubrogation: false }];
    expect(checkCompliance([{ ...gl(), coverage: 'WORKERS_COMP', limits: {}, statutory: false }], req, TODAY).gaps).toEqual([
      "Workers' compensation: statutory limits are required",
    ]);
  });

  it('has nothing to check without requirements', () => {
    expect(checkCompliance([], [], TODAY)).toEqual({ status: 'COMPLIANT', gaps: [], nextExpiry: null });
  });
});

describe('strictestRequirements (a project stricter than the builder)', () => {
  const project: CoverageRequirement[] = [
    { coverage: 'UMBRELLA', minimums: { eachOccurrence: 5 * M }, statutory: false, additionalInsured: false, waiverOfSubrogation: false },
    { coverage: 'GENERAL_LIABILITY', minimums: { eachOccurrence: 2 * M, generalAggregate: M }, statutory: false, additionalInsured: false, waiverOfSubrogation: true },
  ];

  it('takes each minimum at its highest, each flag asked by any, every coverage any requires, in the registry order', () => {
    expect(strictestRequirements([GL_ONLY, project])).toEqual([
      {
        coverage: 'GENERAL_LIABILITY',
        minimums: { eachOccurrence: 2 * M, generalAggregate: 2 * M },
        statutory: false,
        additionalInsured: true,
        waiverOfSubrogation: true,
      },
      { coverage: 'UMBRELLA', minimums: { eachOccurrence: 5 * M }, statutory: false, additionalInsured: false, waiverOfSubrogation: false },
    ]);
  });

  it('is the builder profile alone without projects, and a policy meeting it may fall short of the project', () => {
    expect(strictestRequirements([GL_ONLY])).toEqual(GL_ONLY);
    expect(checkCompliance([gl()], GL_ONLY, TODAY).status).toBe('COMPLIANT');
    expect(checkCompliance([gl()], strictestRequirements([GL_ONLY, project]), TODAY).gaps).toEqual([
      'General liability each occurrence $1,000,000 is below the required $2,000,000',
      'Umbrella/excess: no policy',
    ]);
  });
});

describe('amounts and inputs', () => {
  it('reads dollars as cents and writes them back', () => {
    expect(centsOf('1,000,000')).toBe(M);
    expect(centsOf('2500.5')).toBe(250_050);
    expect(centsOf(0)).toBe(0);
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
    expect(formatMoneyCents(250_050)).toBe('$2,500.50');
  });

  const valid = {
    coverage: 'GENERAL_LIABILITY',
    carrier: ' Acme Mutual ',
    policyNumber: 'GL-1',
    effectiveDate: '2026-01-01',
    expiryDate: '2027-01-01',
    limits: [{ key: 'eachOccurrence', amount: '1000000' }],
    certificateFileId: '5b6f4ac4-4a4c-4c35-9b4b-2b1b7e1e6a11',
  };

  it('parses a policy into cents and refuses what a certificate cannot say, in the portal words', () => {
    const ok = policyInputSchema.parse(valid);
    expect(ok).toMatchObject({ carrier: 'Acme Mutual', limits: { eachOccurrence: M }, additionalInsured: false, statutory: false });
    const bad = policyInputSchema.safeParse({
      ...valid,
      expiryDate: '2025-12-31',
      limits: [
        { key: 'eachOccurrence', amount: '-5' },
        { key: 'perClaim', amount: '1' },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'expiryDate: Expiry date must be after the effective date',
      'limits.0.amount: General liability each occurrence must be an amount of 0 or more, with at most 2 decimals',
      'limits.1.key: perClaim is not a limit of this coverage',
    ]);
  });

  it('refuses a coverage required twice', () => {
    const r = requirementProfileSchema.safeParse([{ coverage: 'AUTO' }, { coverage: 'AUTO' }]);
    expect(r.error?.issues[0]).toMatchObject({ path: [1, 'coverage'], message: 'Each coverage may be required once' });
  });
});
