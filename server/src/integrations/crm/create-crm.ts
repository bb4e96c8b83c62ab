import type { Config } from '../../config.js';
import type { CrmClient } from './crm-client.js';
import { createCrmSimulator, SIMULATOR_AUTHORITY_URL, SIMULATOR_CREDENTIALS, SIMULATOR_URL, type CrmSimulator } from './crm-simulator.js';
import { createDynamicsClient } from './dynamics-client.js';
import { createClientCredentialsTokenSource } from './oauth-token-source.js';

export interface CrmParts {
  client: CrmClient;
  /** The simulator the client talks to (CRM_MODE=simulator), for tests to count requests and stage outages; else null. */
  simulator: CrmSimulator | null;
}

/** The CRM of this deployment: Dynamics 365 when CRM_MODE=dynamics, else the same client against the local simulator. */
export function createCrm(config: Config): CrmClient {
  return createCrmParts(config).client;
}

/**
 * The CRM client and, in simulator mode, the simulator behind it. The simulator is signed in to like Dynamics (its own
 * authority, tenant and app registration), so the OAuth path runs in development and tests too.
 */
export function createCrmParts(config: Config): CrmParts {
  const taxIdField = config.DYNAMICS_TAX_ID_FIELD;
  if (config.CRM_MODE === 'dynamics') {
    const baseUrl = config.DYNAMICS_URL!.replace(/\/+$/, '');
    const tokens = createClientCredentialsTokenSource({
      authorityUrl: config.DYNAMICS_AUTHORITY_URL,
      tenantId: config.DYNAMICS_TENANT_ID!,
      clientId: config.DYNAMICS_CLIENT_ID!,
      clientSecret: config.DYNAMICS_CLIENT_SECRET!,
      scope: `${baseUrl}/.default`,
    });
    return { client: createDynamicsClient({ baseUrl, tokens, taxIdField }), simulator: null };
  }
  const simulator = createCrmSimulator({ file: config.CRM_SIMULATOR_FILE, taxIdField });
  const tokens = createClientCredentialsTokenSource({
    authorityUrl: SIMULATOR_AUTHORITY_URL,
    ...SIMULATOR_CREDENTIALS,
    scope: `${SIMULATOR_URL}/.default`,
    fetch: simulator.fetch,
  });
  return { client: createDynamicsClient({ baseUrl: SIMULATOR_URL, tokens, taxIdField, fetch: simulator.fetch }), simulator };
}
