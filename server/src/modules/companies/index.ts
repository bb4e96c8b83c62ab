import { defineModule } from '../module.js';
import { CompaniesResolver } from './companies.resolver.js';
import { companiesRoutes } from './companies.routes.js';
import { CompanyFormService } from './company-form.service.js';
import { GeneralInfoService } from './general-info.service.js';
import { VendorContact } from './vendor-contact.entity.js';
import { Vendor } from './vendor.entity.js';

export { Vendor } from './vendor.entity.js';
export { VendorContact } from './vendor-contact.entity.js';
export { assignRegistrationValues, registrationSnapshot, syncContacts, type RegistrationFormValues } from './registration-values.js';
export {
  anonymousName,
  primaryContact,
  REGISTRATION_DOCUMENTS,
  STALE_RECORD_MESSAGE,
  staleRecord,
  type CompanyFormService,
  type Registration,
  type RegistrationDocument,
  type RegistrationUploads,
  type RegistrationWrite,
} from './company-form.service.js';
export * from './company.types.js';
export { RegistrationEditArgs, RegistrationWriteArgs, writeOf } from './company-form.args.js';
export { companyFormBody, formOf, withVersionTag } from './company-form.rest.js';

declare module '../module.js' {
  interface Services {
    companyForms: CompanyFormService;
    generalInfo: GeneralInfoService;
  }
}

/**
 * Companies (vendors): the profile, its contacts, the CRM account and ERP id. The company row is what
 * the admin Companies screens read; how a company gets in is the registration module's, its
 * prequalification status the prequal module's (kept on the row as a projection).
 */
export const companiesModule = defineModule({
  name: 'companies',
  entities: [Vendor, VendorContact],
  resolvers: [CompaniesResolver],
  routes: companiesRoutes,
  services: {
    companyForms: ({ em, services }) => new CompanyFormService(em, services.files),
    generalInfo: ({ services }) => new GeneralInfoService(services.companyForms),
  },
});
