import { defineModule } from '../module.js';
import { prequalStaffOperations } from './prequal-staff.operations.js';
import { PrequalStaffService } from './prequal-staff.service.js';

export type { PrequalStaffService } from './prequal-staff.service.js';

declare module '../module.js' {
  interface Services {
    prequalStaff: PrequalStaffService;
  }
}

/**
 * Staff actions on a company's cycle: its priority, its submitted date, deleting an in-progress cycle's forms,
 * and Start Renewal (served here, run by the prequal-renewal module's service).
 */
export const prequalStaffModule = defineModule({
  name: 'prequal-staff',
  operations: prequalStaffOperations,
  services: {
    prequalStaff: ({ em }) => new PrequalStaffService(em),
  },
});
