import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { readOnlyCase, type PermissionCase } from '../../../test/permissions.js';
import { DEFAULT_LIMIT_RULES } from './limit-rules.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
const RULES = DEFAULT_LIMIT_RULES.map(({ limit, basis, multiplier, cap, description }) => ({ limit, basis, multiplier, cap, description }));

/** The demo company with a begun cycle (suggestions need one). */
async function begun(p: TestPortal): Promise<string> {
  const vendorId = demoVendorId(p);
  await begunPrequal(p, vendorId);
  return vendorId;
}

// Suggested limits and their rules are internal roles' only (no vendor role reaches them), so no company's admin
// reaches another's through them either. Suggestions are reads: each case's principals share one begun cycle.
export const limitsPermissionCases: PermissionCase[] = [
  readOnlyCase({
    kind: 'graphql',
    name: 'suggestedLimits',
    shared: begun,
    send: (p, token, _who, v) => p.gql('query($v:ID!){ suggestedLimits(vendorId:$v){ singleLimit explanations { limit rule result } } }', { v }, token),
  }),
  {
    kind: 'graphql',
    name: 'limitRules',
    send: (p, token) => p.gql('{ limitRules { id limit basis multiplier cap description position } }', {}, token),
  },
  {
    kind: 'graphql',
    name: 'saveLimitRules',
    send: (p, token) => p.gql('mutation($r:[LimitRuleInput!]!){ saveLimitRules(rules:$r){ id } }', { r: RULES }, token),
  },
  readOnlyCase({
    kind: 'rest',
    name: 'GET /vendor/prequal/:vendorId/suggested-limits',
    shared: begun,
    send: (p, token, _who, v) => p.rest('GET', `/vendor/prequal/${v}/suggested-limits`, { token }),
  }),
  {
    kind: 'rest',
    name: 'GET /admin/limit-rules',
    send: (p, token) => p.rest('GET', '/admin/limit-rules', { token }),
  },
  {
    kind: 'rest',
    name: 'PUT /admin/limit-rules',
    send: (p, token) => p.rest('PUT', '/admin/limit-rules', { token, body: { rules: RULES } }),
  },
];
