import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { ApiKey } from './api-key.entity.js';
import { newApiKeySecret } from './api-key-secret.js';

/**
 * API keys are the system admin's alone (apiKeys.manage): every other role, a company's admin included, is refused,
 * so there is no company's data for another company to reach for. api-keys.test.ts shows that a key cannot manage
 * keys either.
 */

async function storedKey(p: TestPortal): Promise<string> {
  const em = p.em();
  const { prefix, secretHash } = newApiKeySecret();
  const key = em.create(ApiKey, {
    name: 'Permission case',
    prefix,
    secretHash,
    permissions: ['companies.list'],
    expiresAt: new Date(Date.now() + 86_400_000),
    createdById: p.users.SYSTEM_ADMIN.id,
    createdBy: 'Sam Carter',
  });
  await em.flush();
  return key.id;
}

const input = () => ({ name: 'Nightly ERP export', permissions: ['companies.list'], expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() });

const LIST = '{ apiKeys { apiKeyId name status } }';
const CREATE = 'mutation($i:CreateApiKeyInput!){ createApiKey(input:$i){ secret apiKey { apiKeyId } } }';
const ROTATE = 'mutation($id:ID!){ rotateApiKey(apiKeyId:$id, graceHours: 1){ secret } }';
const REVOKE = 'mutation($id:ID!){ revokeApiKey(apiKeyId:$id){ status } }';

export const apiKeysPermissionCases: PermissionCase[] = [
  { kind: 'graphql', name: 'apiKeys', send: (p, token) => p.gql(LIST, {}, token) },
  { kind: 'graphql', name: 'createApiKey', send: (p, token) => p.gql(CREATE, { i: input() }, token) },
  { kind: 'graphql', name: 'rotateApiKey', send: async (p, token) => p.gql(ROTATE, { id: await storedKey(p) }, token) },
  { kind: 'graphql', name: 'revokeApiKey', send: async (p, token) => p.gql(REVOKE, { id: await storedKey(p) }, token) },
  { kind: 'rest', name: 'GET /api-keys', send: (p, token) => p.rest('GET', '/api-keys', { token }) },
  { kind: 'rest', name: 'POST /api-keys', send: (p, token) => p.rest('POST', '/api-keys', { token, body: input() }) },
  {
    kind: 'rest',
    name: 'POST /api-keys/:apiKeyId/rotate',
    send: async (p, token) => p.rest('POST', `/api-keys/${await storedKey(p)}/rotate`, { token, body: { graceHours: 1 } }),
  },
  {
    kind: 'rest',
    name: 'POST /api-keys/:apiKeyId/revoke',
    send: async (p, token) => p.rest('POST', `/api-keys/${await storedKey(p)}/revoke`, { token }),
  },
];
