import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { ApiKeyRow } from '../api/get-api-keys';

export const COMPANY = { vendorId: '00000000-0000-4000-8000-00000000c0de', companyName: 'Acme Paving LLC' };

export function apiKey(n: number, overrides: Partial<ApiKeyRow> = {}): ApiKeyRow {
  return {
    __typename: 'ApiKey',
    apiKeyId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Key ${n}`,
    prefix: `pqk_00000000000${n}`,
    permissions: ['companies.list', 'companies.update'],
    vendorId: null,
    companyName: null,
    expiresAt: '2027-03-01T04:59:59.000Z',
    requestsPerMinute: 600,
    createdBy: 'Sam Carter',
    createdAt: '2026-11-20T15:00:00.000Z',
    rotatedAt: null,
    previousSecretExpiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    status: 'ACTIVE',
    ...overrides,
  };
}

export interface ApiKeyCalls {
  creates: Record<string, unknown>[];
  rotations: Record<string, unknown>[];
  revocations: Record<string, unknown>[];
}

/** Answers the API keys screen: the list, the companies to choose from, create (a secret), rotate and revoke. */
export function answerApiKeyCalls(keys: ApiKeyRow[] = [apiKey(1)]): ApiKeyCalls {
  const calls: ApiKeyCalls = { creates: [], rotations: [], revocations: [] };
  let rows = keys.map((k) => ({ ...k }));
  server.use(
    graphql.query('ApiKeys', () => HttpResponse.json({ data: { apiKeys: rows } })),
    graphql.query('ApprovedCompanyOptions', () =>
      HttpResponse.json({ data: { companies: { __typename: 'CompanyPage', totalCount: 1, items: [{ __typename: 'CompanyListItem', ...COMPANY }] } } }),
    ),
    graphql.mutation('CreateApiKey', ({ variables }) => {
      calls.creates.push(variables.input);
      const input = variables.input as { name: string; permissions: string[]; vendorId: string | null };
      const created = apiKey(rows.length + 1, {
        name: input.name,
        permissions: input.permissions,
        vendorId: input.vendorId,
        companyName: input.vendorId ? COMPANY.companyName : null,
      });
      rows = [created, ...rows];
      return HttpResponse.json({ data: { createApiKey: { __typename: 'ApiKeySecret', secret: `${created.prefix}_NEWSECRET`, apiKey: created } } });
    }),
    graphql.mutation('RotateApiKey', ({ variables }) => {
      calls.rotations.push(variables);
      rows = rows.map((k) => (k.apiKeyId === variables.apiKeyId ? { ...k, previousSecretExpiresAt: '2026-11-28T15:00:00.000Z' } : k));
      const rotated = rows.find((k) => k.apiKeyId === variables.apiKeyId)!;
      return HttpResponse.json({ data: { rotateApiKey: { __typename: 'ApiKeySecret', secret: `${rotated.prefix}_ROTATED`, apiKey: rotated } } });
    }),
    graphql.mutation('RevokeApiKey', ({ variables }) => {
      calls.revocations.push(variables);
      rows = rows.map((k) => (k.apiKeyId === variables.apiKeyId ? { ...k, status: 'REVOKED', revokedAt: '2026-11-27T15:00:00.000Z' } : k));
      return HttpResponse.json({ data: { revokeApiKey: rows.find((k) => k.apiKeyId === variables.apiKeyId) } });
    }),
  );
  return calls;
}
