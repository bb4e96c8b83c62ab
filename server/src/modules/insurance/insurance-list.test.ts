import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { storedPolicy } from '../../../test/fixtures/insurance-fixtures.js';
import { refreshCompliance } from './compliance-refresh.js';

let portal: TestPortal;
let staff: string;
beforeAll(async () => {
  portal = await startTestPortal();
  staff = await portal.tokenFor('PREQUAL_VIEWER');
});
afterAll(() => portal?.stop());

const LIST = 'query($o:InsuranceComplianceListOptions){ insuranceList(options:$o){ totalCount items { companyName status gaps nextExpiry } } }';

it('lists the companies with policies by compliance from the SQL row: filtered by status, searched, soonest expiry first, as CSV', async () => {
  const demo = portal.users.VENDOR_ADMIN.vendor!;
  const other = portal.users.otherVendorAdmin.vendor!;
  // The demo company lapsed (its auto policy expired), the other one has gaps but a policy in force.
  await storedPolicy(portal, demo.id, { coverage: 'AUTO', effectiveDate: '2026-01-01', expiryDate: '2026-06-01' });
  await storedPolicy(portal, other.id, { coverage: 'AUTO', effectiveDate: '2026-01-01', expiryDate: '2027-02-01' });
  await portal.orm.em.fork().transactional((tx) => refreshCompliance(tx, [demo.id, other.id], '2026-11-27'));

  const all = await portal.gql(LIST, { o: {} }, staff);
  expect(all.body.errors).toBeUndefined();
  expect(all.body.data.insuranceList.totalCount).toBe(2);
  // Soonest next expiry first, after the companies with none in force (a lapse: nulls first, as the index orders them).
  expect(all.body.data.insuranceList.items.map((r: { companyName: string }) => r.companyName)).toEqual([demo.companyName, other.companyName]);

  const lapsed = await portal.gql(LIST, { o: { status: 'LAPSED' } }, staff);
  expect(lapsed.body.data.insuranceList.items).toEqual([
    { companyName: demo.companyName, status: 'LAPSED', gaps: expect.arrayContaining(['Auto expired on 2026-06-01']), nextExpiry: null },
  ]);

  const rest = await portal.rest('GET', `/insurance/compliance?status=gaps&search=${encodeURIComponent(other.companyName.slice(0, 4).toLowerCase())}`, {
    token: staff,
  });
  expect(rest.body).toMatchObject({ totalCount: 1, data: [{ companyName: other.companyName, status: 'GAPS', nextExpiry: '2027-02-01' }] });

  const csv = await portal.rest('GET', '/insurance/compliance/export.csv?status=LAPSED', { token: staff });
  expect(csv.status).toBe(200);
  const text = typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body);
  expect(text).toContain('Company,Insurance,Gaps,Next Expiry');
  expect(text).toContain('Lapsed');
  expect(text).toContain('Auto expired on 2026-06-01');
});
