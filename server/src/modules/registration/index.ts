import { defineModule } from '../module.js';
import { DraftAccessToken } from './draft-access-token.entity.js';
import { DraftAccessService } from './draft-access.service.js';
import { CompanyFormService } from './company-form/company-form.service.js';
import { generalInfoOperations } from './general-info.operations.js';
import { GeneralInfoService } from './general-info.service.js';
import { registrationOperations } from './registration.operations.js';
import { RegistrationService } from './registration.service.js';
import { taxIdOperations } from './tax-id/tax-id.operations.js';
import { TaxIdService } from './tax-id/tax-id.service.js';

export { continuationPath, DRAFT_LINK_TTL_DAYS, DraftAccessService } from './draft-access.service.js';
export { assignRegistrationValues, syncContacts, type RegistrationFormValues } from './company-form/registration-values.js';

declare module '../module.js' {
  interface Services {
    registration: RegistrationService;
    taxId: TaxIdService;
    draftAccess: DraftAccessService;
    /** The company form engine: reads a company with its documents, writes the form in any mode (registration-values.ts). */
    companyForms: CompanyFormService;
    generalInfo: GeneralInfoService;
  }
}

/** Tax-ID verification first: its GET /vendors/verify-tax-id/{taxId} before registration's GET /vendors/{id}. */
const operations = { ...taxIdOperations, ...registrationOperations, ...generalInfoOperations };

/**
 * How a company gets in: tax-ID verification, drafts (continued with their secret), submit, review and approval of its
 * registration; and the company form they are written with, which general info (an approved company's profile) writes too.
 */
export const registrationModule = defineModule({
  name: 'registration',
  entities: [DraftAccessToken],
  operations,
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
    companyForms: ({ em, services }) => new CompanyFormService(em, services.files),
    generalInfo: ({ services, deps }) => new GeneralInfoService(services.companyForms, deps.jobs),
  },
});
