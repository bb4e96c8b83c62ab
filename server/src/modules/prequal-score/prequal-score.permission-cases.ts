import { DEFAULT_SCORE_WEIGHTS } from '@portal/common/insights/score-weights';
import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { readOnlyCase, type PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

/** The demo company with a begun cycle (the score reads its forms). */
async function begun(p: TestPortal): Promise<string> {
  const vendorId = demoVendorId(p);
  await begunPrequal(p, vendorId);
  return vendorId;
}

const SCORE = 'query($v:ID!){ prequalScore(vendorId:$v){ score factors { key points withheld } } }';

// A vendor reads its own company's score only: another company's admin naming the demo company is refused. The
// weights are the system admin's alone. A score is a read: each case's principals share one begun cycle.
export const prequalScorePermissionCases: PermissionCase[] = [
  readOnlyCase({
    kind: 'graphql',
    name: 'prequalScore',
    shared: begun,
    send: (p, token, _who, v) => p.gql(SCORE, { v }, token),
    crossVendor: (p, token, v) => p.gql(SCORE, { v }, token),
  }),
  readOnlyCase({
    kind: 'rest',
    name: 'GET /companies/:vendorId/score',
    shared: begun,
    send: (p, token, _who, v) => p.rest('GET', `/companies/${v}/score`, { token }),
    crossVendor: (p, token, v) => p.rest('GET', `/companies/${v}/score`, { token }),
  }),
  {
    kind: 'graphql',
    name: 'scoreWeights',
    send: (p, token) => p.gql('{ scoreWeights { weights updatedAt } }', {}, token),
  },
  {
    kind: 'graphql',
    name: 'setScoreWeights',
    send: (p, token) => p.gql('mutation($w:JSON!){ setScoreWeights(weights:$w){ updatedAt } }', { w: DEFAULT_SCORE_WEIGHTS }, token),
  },
  {
    kind: 'rest',
    name: 'GET /admin/score-weights',
    send: (p, token) => p.rest('GET', '/admin/score-weights', { token }),
  },
  {
    kind: 'rest',
    name: 'PUT /admin/score-weights',
    send: (p, token) => p.rest('PUT', '/admin/score-weights', { token, body: { weights: DEFAULT_SCORE_WEIGHTS } }),
  },
];
