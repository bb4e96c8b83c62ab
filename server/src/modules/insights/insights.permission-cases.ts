import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { readOnlyCase, type PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

/** The demo company with a begun cycle (the metrics read its forms). */
async function begun(p: TestPortal): Promise<string> {
  const vendorId = demoVendorId(p);
  await begunPrequal(p, vendorId);
  return vendorId;
}

const SAFETY = 'query($v:ID!){ safetyMetrics(vendorId:$v){ instance years { year trir { value reason } } } }';
const FINANCIALS = 'query($v:ID!){ financialRatios(vendorId:$v){ instance currentRatio { value reason } } }';

// A vendor reads its own company's metrics only: another company's admin naming the demo company is refused. The
// metrics are reads: each case's principals share one begun cycle.
export const insightsPermissionCases: PermissionCase[] = [
  readOnlyCase({
    kind: 'graphql',
    name: 'safetyMetrics',
    shared: begun,
    send: (p, token, _who, v) => p.gql(SAFETY, { v }, token),
    crossVendor: (p, token, v) => p.gql(SAFETY, { v }, token),
  }),
  readOnlyCase({
    kind: 'graphql',
    name: 'financialRatios',
    shared: begun,
    send: (p, token, _who, v) => p.gql(FINANCIALS, { v }, token),
    crossVendor: (p, token, v) => p.gql(FINANCIALS, { v }, token),
  }),
  readOnlyCase({
    kind: 'rest',
    name: 'GET /companies/:vendorId/insights/safety',
    shared: begun,
    send: (p, token, _who, v) => p.rest('GET', `/companies/${v}/insights/safety`, { token }),
    crossVendor: (p, token, v) => p.rest('GET', `/companies/${v}/insights/safety`, { token }),
  }),
  readOnlyCase({
    kind: 'rest',
    name: 'GET /companies/:vendorId/insights/financials',
    shared: begun,
    send: (p, token, _who, v) => p.rest('GET', `/companies/${v}/insights/financials`, { token }),
    crossVendor: (p, token, v) => p.rest('GET', `/companies/${v}/insights/financials`, { token }),
  }),
];
