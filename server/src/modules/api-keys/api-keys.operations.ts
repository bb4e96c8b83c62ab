import { createApiKeySchema, rotateApiKeySchema } from '@portal/common/validation/api-keys';
import { Float, ID } from 'type-graphql';
import { z } from 'zod';
import { absentIfNull, bodyOf, idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { ApiKeySecretType, ApiKeyType, CreateApiKeyInput } from './api-keys.types.js';

/**
 * API keys (service accounts) on /admin/api-keys and under /api/v1/api-keys: the system admin lists, creates,
 * rotates and revokes them (apiKeys.manage, which no key holds). The secret is in the create and rotate answers only.
 */
export const apiKeysOperations = {
  apiKeys: operation({
    access: 'apiKeys.manage',
    description: 'Every API key, newest first: name, prefix, permissions, company, expiry, creator, last use and status (never a secret).',
    input: z.object({}),
    run: ({ services, actor }) => services.apiKeys.list(actor),
    graphql: { kind: 'query', returns: () => [ApiKeyType], args: {} },
    rest: { method: 'get', path: '/api-keys' },
  }),

  createApiKey: operation({
    access: 'apiKeys.manage',
    description: 'Creates a key with a name, permissions, optionally one company, an expiry and a request limit; answers its secret, once.',
    input: createApiKeySchema,
    run: ({ services, actor, input }) => services.apiKeys.create(actor, input),
    graphql: { kind: 'mutation', returns: () => ApiKeySecretType, args: { input: arg(() => CreateApiKeyInput) }, input: ({ input }) => input },
    rest: { method: 'post', path: '/api-keys', status: 201 },
  }),

  rotateApiKey: operation({
    access: 'apiKeys.manage',
    description: 'Gives a key a new secret (answered once); the old one keeps working for graceHours (default 24, 0: stops now, at most 168).',
    input: rotateApiKeySchema.extend({ apiKeyId: idInput, graceHours: absentIfNull(rotateApiKeySchema.shape.graceHours) }),
    run: ({ services, actor, input }) => services.apiKeys.rotate(actor, input.apiKeyId, input),
    graphql: { kind: 'mutation', returns: () => ApiKeySecretType, args: { apiKeyId: arg(() => ID), graceHours: arg(() => Float, { nullable: true }) } },
    rest: { method: 'post', path: '/api-keys/:apiKeyId/rotate', input: (req) => ({ ...bodyOf(req), apiKeyId: req.params.apiKeyId }) },
  }),

  revokeApiKey: operation({
    access: 'apiKeys.manage',
    description: 'Revokes a key: it and any secret of it stop working at once. The key stays listed as REVOKED.',
    input: z.object({ apiKeyId: idInput }),
    run: ({ services, actor, input }) => services.apiKeys.revoke(actor, input.apiKeyId),
    graphql: { kind: 'mutation', returns: () => ApiKeyType, args: { apiKeyId: arg(() => ID) } },
    rest: { method: 'post', path: '/api-keys/:apiKeyId/revoke', input: (req) => ({ apiKeyId: req.params.apiKeyId }) },
  }),
};
