import { defineModule } from '../module.js';
import { DraftAccessToken } from './draft-access-token.entity.js';
import { DraftAccessService } from './draft-access.service.js';
import { RegistrationResolver } from './registration.resolver.js';
import { registrationRoutes } from './registration.routes.js';
import { RegistrationService } from './registration.service.js';
import { TaxIdResolver } from './tax-id.resolver.js';
import { TaxIdService } from './tax-id.service.js';

export { continuationPath, DRAFT_LINK_TTL_DAYS, DraftAccessService } from './draft-access.service.js';

declare module '../module.js' {
  interface Services {
    registration: RegistrationService;
    taxId: TaxIdService;
    draftAccess: DraftAccessService;
  }
}

/** How a company gets in: tax-ID verification, drafts (continued with their secret), submit, review and approval of its registration. */
export const registrationModule = defineModule({
  name: 'registration',
  entities: [DraftAccessToken],
  resolvers: [TaxIdResolver, RegistrationResolver],
  routes: registrationRoutes,
  services: {
    registration: ({ em, deps, ip, services }) =>
      new RegistrationService(
        em,
        { ...deps, limitAnonymousWrite: () => deps.anonymousRegistrationLimiter.consume(ip) },
        services.files,
        services.companyForms,
        services.draftAccess,
      ),
    taxId: ({ em, deps }) => new TaxIdService(em, deps),
    draftAccess: ({ em, deps }) => new DraftAccessService(em, deps),
  },
});
