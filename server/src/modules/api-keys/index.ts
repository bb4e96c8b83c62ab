import { defineModule } from '../module.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyAuthService } from './api-key-auth.service.js';
import { apiKeysOperations } from './api-keys.operations.js';
import { ApiKeysService } from './api-keys.service.js';

export { ApiKey } from './api-key.entity.js';
export type { ApiKeyAuthService } from './api-key-auth.service.js';
export type { ApiKeysService } from './api-keys.service.js';

declare module '../module.js' {
  interface Services {
    /** The admin's management of keys. */
    apiKeys: ApiKeysService;
    /** The caller behind an API key (server/src/context.ts). */
    apiKeyAuth: ApiKeyAuthService;
  }
}

/**
 * API keys (service accounts): machine credentials for integrations such as the CRM sync, with their own
 * permissions, an optional company, an expiry, rotation with a grace period and revocation (docs/api.md).
 */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  entities: [ApiKey],
  operations: apiKeysOperations,
  services: {
    apiKeys: ({ em }) => new ApiKeysService(em),
    apiKeyAuth: ({ em }) => new ApiKeyAuthService(em),
  },
});
