import { Router } from 'express';
import { QUEUES } from '../../jobs/queues.js';
import { defineModule } from '../module.js';
import { CompaniesListResolver } from './companies-list.resolver.js';
import { companiesListRoutes } from './companies-list.routes.js';
import { CompaniesListService } from './companies-list.service.js';
import { CompanyDeleteService } from './company-delete.service.js';
import { CompaniesResolver } from './companies.resolver.js';
import { CompanyProfileResolver } from './company-profile.resolver.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CrmSyncResolver } from './crm-sync.resolver.js';
import { crmSyncRoutes } from './crm-sync.routes.js';
import { CrmSyncService } from './crm-sync.service.js';
import { workCrmSyncQueue } from './crm-sync.js';
import { RelatedAccount } from './related-account.entity.js';
import { relatedAccountsRoutes } from './related-accounts.routes.js';
import { RelatedAccountsService } from './related-accounts.service.js';
import { companiesRoutes } from './companies.routes.js';
import { CompanyFormService } from './company-form.service.js';
import { GeneralInfoService } from './general-info.service.js';
import { VendorContact } from './vendor-contact.entity.js';
import { Vendor } from './vendor.entity.js';

export { Vendor, type CrmSyncStatus } from './vendor.entity.js';
export { demoCompany } from './demo-company.js';
export { CRM_SYNC_FAILED, crmAccountOf, queueCrmSync } from './crm-sync.js';
export { RelatedAccount } from './related-account.entity.js';
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
    companyProfile: CompanyProfileService;
    relatedAccounts: RelatedAccountsService;
    companiesList: CompaniesListService;
    companyDelete: CompanyDeleteService;
    crmSync: CrmSyncService;
  }
}

/**
 * Companies (vendors): the profile, its contacts, the CRM account and ERP id. The company row is what
 * the admin Companies screens read; how a company gets in is the registration module's, its
 * prequalification status the prequal module's (kept on the row as a projection).
 */
export const companiesModule = defineModule({
  name: 'companies',
  entities: [Vendor, VendorContact, RelatedAccount],
  resolvers: [CompaniesResolver, CompaniesListResolver, CompanyProfileResolver, CrmSyncResolver],
  routes: () => Router().use(companiesListRoutes(), companiesRoutes(), relatedAccountsRoutes(), crmSyncRoutes()),
  services: {
    companyForms: ({ em, services }) => new CompanyFormService(em, services.files),
    generalInfo: ({ services, deps }) => new GeneralInfoService(services.companyForms, deps.jobs),
    companyProfile: ({ em, deps }) => new CompanyProfileService(em, deps.config.CRM_MODE === 'dynamics' ? (deps.config.DYNAMICS_URL ?? null) : null),
    relatedAccounts: ({ em }) => new RelatedAccountsService(em),
    companiesList: ({ em }) => new CompaniesListService(em),
    companyDelete: ({ em, services }) => new CompanyDeleteService(em, services.files),
    crmSync: ({ em, deps }) => new CrmSyncService(em, deps.jobs),
  },
  workers: [{ queue: QUEUES.crmSync, start: ({ jobs, orm, crm }) => workCrmSyncQueue(jobs, orm, crm) }],
});
