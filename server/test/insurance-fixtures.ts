import type { TestPortal } from './harness.js';
import { fixtureFile } from './file-fixtures.js';
import { InsurancePolicy } from '../src/modules/insurance/insurance-policy.entity.js';

/** Test code: a policy input on a fresh certificate of the company (the demo company unless named). */
export async function policyInput(p: TestPortal, over: Record<string, unknown> = {}, vendorId?: string): Promise<Record<string, unknown>> {
  return {
    coverage: 'GENERAL_LIABILITY',
    carrier: 'Acme Mutual',
    policyNumber: 'GL-100',
    effectiveDate: '2026-01-01',
    expiryDate: '2027-01-01',
    limits: [
      { key: 'eachOccurrence', amount: '500000' },
      { key: 'generalAggregate', amount: '2000000' },
    ],
    additionalInsured: true,
    waiverOfSubrogation: true,
    certificateFileId: await fixtureFile(p, { vendorId, name: 'coi.pdf' }),
    ...over,
  };
}

/** Test code: a stored policy of the company, written directly (no compliance row); its id. */
export async function storedPolicy(
  p: TestPortal,
  vendorId: string,
  over: {
    coverage?: InsurancePolicy['coverage'];
    policyNumber?: string;
    expiryDate?: string;
    effectiveDate?: string;
    limits?: Record<string, number>;
    statutory?: boolean;
  } = {},
): Promise<string> {
  const em = p.em();
  const policy = em.create(InsurancePolicy, {
    vendor: vendorId,
    coverage: 'AUTO',
    carrier: 'Road Insurance Co',
    policyNumber: 'AU-1',
    effectiveDate: '2026-01-01',
    expiryDate: '2027-01-01',
    limits: { combinedSingleLimit: 100_000_000 },
    certificateFile: await fixtureFile(p, { vendorId, name: 'auto-coi.pdf' }),
    ...over,
  });
  await em.flush();
  return policy.id;
}
