import { Router } from 'express';
import { QUEUES } from '../../jobs/queues.js';
import { defineModule } from '../module.js';
import { CompaniesListService } from './companies-list.service.js';
import { CompanyDeleteService } from './company-delete.service.js';
import { CompaniesResolver } from './companies.resolver.js';
import { companiesOperations } from './companies.operations.js';
import { companyProfileOperations } from './company-profile.operations.js';
import { graphqlResolverOf } from '../../operations/graphql-resolver.js';
import { restRoutesOf } from '../../operations/rest-routes.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CrmSyncService } from './crm-sync.service.js';
import { workCrmSyncQueue } from './crm-sync.js';
import { RelatedAccount } from './related-account.entity.js';
import { RelatedAccountsService } from './related-accounts.service.js';
import { companiesRoutes } from './companies.routes.js';
import { CompanyFormService } from './company-form.service.js';
import { GeneralInfoService } from './general-info.service.js';
import { VendorContact } from './vendor-contact.entity.js';
import { Vendor } from './vendor.entity.js';

export { anonymousName, primaryContact, Vendor, type CrmSyncStatus } from './vendor.entity.js';
export { expectedVersionOf, STALE_RECORD_MESSAGE, staleRecord, withVersionTag } from './company-version.js';
export { demoCompany } from './demo-company.js';
export { CRM_SYNC_FAILED, crmAccountOf, queueCrmSync } from './crm-sync.js';
export { RelatedAccount } from './related-account.entity.js';
export { VendorContact } from './vendor-contact.entity.js';
export { assignRegistrationValues, registrationSnapshot, syncContacts, type RegistrationFormValues } from './registration-values.js';
export {
  REGISTRATION_DOCUMENTS,
  type CompanyFormService,
  type Registration,
  type RegistrationDocument,
  type RegistrationUploads,
  type RegistrationWrite,
} from './company-form.service.js';
export * from './company.types.js';
export { RegistrationStatusEnum, SortOrderEnum } from './companies-list.types.js';
export { RegistrationEditArgs, RegistrationWriteArgs, writeOf } from './company-form.args.js';
export { companyFormBody, formOf } from './company-form.rest.js';

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
  resolvers: [CompaniesResolver, graphqlResolverOf('CompaniesOperations', { ...companiesOperations, ...companyProfileOperations })],
  // The ERP id's PATCH /vendors/{id} (a body naming hb_erpid) before general info's of the same path.
  routes: () => Router().use(restRoutesOf({ ...companiesOperations, ...companyProfileOperations }), companiesRoutes()),
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
