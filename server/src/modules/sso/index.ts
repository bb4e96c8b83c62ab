import { defineModule } from '../module.js';
import { ssoRoutes } from './sso.routes.js';
import { ssoOperations } from './sso.operations.js';
import { SsoService } from './sso.service.js';

export { oidcEnabled } from './oidc-provider-config.js';

declare module '../module.js' {
  interface Services {
    sso: SsoService;
  }
}

/** Staff single sign-on over OpenID Connect (configured by OIDC_* settings; off without them). */
export const ssoModule = defineModule({
  name: 'sso',
  operations: ssoOperations,
  routes: ssoRoutes,
  services: { sso: ({ em, deps, services }) => new SsoService(em, deps.config, services.auth, deps.logger) },
});
