import { Router } from 'express';
import { defineModule } from '../module.js';
import { PrequalStaffResolver } from './prequal-staff.resolver.js';
import { prequalStaffRoutes } from './prequal-staff.routes.js';
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
  resolvers: [PrequalStaffResolver],
  routes: () => Router().use(prequalStaffRoutes()),
  services: {
    prequalStaff: ({ em }) => new PrequalStaffService(em),
  },
});
