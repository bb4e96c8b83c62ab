import { defineModule } from '../module.js';
import { LookupsResolver } from './lookups.resolver.js';
import { lookupsRoutes } from './lookups.routes.js';
import { LookupsService } from './lookups.service.js';

declare module '../module.js' {
  interface Services {
    lookups: LookupsService;
  }
}

/** The lookup lists of the forms (regions, trades, certifications...), served from common/. */
export const lookupsModule = defineModule({
  name: 'lookups',
  resolvers: [LookupsResolver],
  routes: lookupsRoutes,
  services: { lookups: () => new LookupsService() },
});
