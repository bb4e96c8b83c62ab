import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

/** The demo company with a begun cycle (the metrics read its forms). */
async function begun(p: TestPortal): Promise<string> {
  const vendorId = demoVendorId(p);
  await begunPrequal(p, vendorId);
  return vendorId;
}

const SAFETY = 'query($v:ID!){ safetyMetrics(vendorId:$v){ instance years { year trir { value reason } } } }';
const FINANCIALS = 'query($v:ID!){ financialRatios(vendorId:$v){ instance currentRatio { value reason } } }';

// A vendor reads its own company's metrics only: another company's admin naming the demo company is refused.
export const insightsPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'safetyMetrics',
    send: async (p, token) => p.gql(SAFETY, { v: await begun(p) }, token),
    crossVendor: async (p, token) => p.gql(SAFETY, { v: await begun(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'financialRatios',
    send: async (p, token) => p.gql(FINANCIALS, { v: await begun(p) }, token),
    crossVendor: async (p, token) => p.gql(FINANCIALS, { v: await begun(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /companies/:vendorId/insights/safety',
    send: async (p, token) => p.rest('GET', `/companies/${await begun(p)}/insights/safety`, { token }),
    crossVendor: async (p, token) => p.rest('GET', `/companies/${await begun(p)}/insights/safety`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /companies/:vendorId/insights/financials',
    send: async (p, token) => p.rest('GET', `/companies/${await begun(p)}/insights/financials`, { token }),
    crossVendor: async (p, token) => p.rest('GET', `/companies/${await begun(p)}/insights/financials`, { token }),
  },
];
