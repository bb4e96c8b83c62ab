import type { Config } from '../../config.js';
import type { CrmClient } from './crm-client.js';
import { createCrmSimulator, SIMULATOR_URL } from './crm-simulator.js';
import { createDynamicsClient } from './dynamics-client.js';

/** The CRM of this deployment: Dynamics 365 when CRM_MODE=dynamics, else the same client against the local simulator. */
export function createCrm(config: Config): CrmClient {
  const taxIdField = config.DYNAMICS_TAX_ID_FIELD;
  if (config.CRM_MODE === 'dynamics') {
    return createDynamicsClient({ baseUrl: config.DYNAMICS_URL!, token: config.DYNAMICS_TOKEN!, taxIdField });
  }
  const simulator = createCrmSimulator({ file: config.CRM_SIMULATOR_FILE, taxIdField });
  return createDynamicsClient({ baseUrl: SIMULATOR_URL, token: 'simulator', taxIdField, fetch: simulator.fetch });
}
