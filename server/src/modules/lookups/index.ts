import { defineModule } from '../module.js';
import { lookupsOperations } from './lookups.operations.js';
import { LookupsService } from './lookups.service.js';

declare module '../module.js' {
  interface Services {
    lookups: LookupsService;
  }
}

/** The lookup lists of the forms (regions, trades, certifications...), served from common/. */
export const lookupsModule = defineModule({
  name: 'lookups',
  operations: lookupsOperations,
  services: { lookups: () => new LookupsService() },
});
