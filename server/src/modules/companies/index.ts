import { QUEUES } from '../../jobs/queues.js';
import { defineModule } from '../module.js';
import { CompaniesListService } from './companies-list.service.js';
import { CompanyDeleteService } from './company-delete.service.js';
import { companiesOperations } from './companies.operations.js';
import { companyProfileOperations } from './company-profile.operations.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CrmSyncService } from './crm-sync.service.js';
import { workCrmSyncQueue } from './crm-sync.js';
import { RelatedAccount } from './related-account.entity.js';
import { RelatedAccountsService } from './related-accounts.service.js';
import { VendorContact } from './vendor-contact.entity.js';
import { Vendor } from './vendor.entity.js';

export { anonymousName, primaryContact, Vendor, type CrmSyncStatus } from './vendor.entity.js';
export { expectedVersionOf, IF_MATCH, STALE_RECORD_MESSAGE, staleRecord, withVersionTag } from './company-version.js';
export { demoCompany } from './demo-company.js';
export { CRM_SYNC_FAILED, crmAccountOf, markCrmSyncPending, queueCrmSync, sendCrmSync } from './crm-sync.js';
export { CrmSyncStatusEnum } from './company-profile.types.js';
export { erpIdEditOfReadBody } from './company-profile.operations.js';
export { RelatedAccount } from './related-account.entity.js';
export { VendorContact } from './vendor-contact.entity.js';
export { RegistrationStatusEnum, SortOrderEnum } from './companies-list.types.js';

declare module '../module.js' {
  interface Services {
    companyProfile: CompanyProfileService;
    relatedAccounts: RelatedAccountsService;
    companiesList: CompaniesListService;
    companyDelete: CompanyDeleteService;
    crmSync: CrmSyncService;
  }
}

/**
 * Companies (vendors): the company row and its contacts, the CRM account and ERP id, related accounts, the
 * Companies list and a company's delete. How a company gets in, and the form that writes its profile (registration
 * and general info), are the registration module's; its prequalification status the prequal module's (kept on the
 * row as a projection).
 */
export const companiesModule = defineModule({
  name: 'companies',
  entities: [Vendor, VendorContact, RelatedAccount],
  // Its PATCH /vendors/{id} (the ERP id: a body naming hb_erpid) stands before the registration module's general info
  // of the same path (modules/index.ts lists companies first).
  operations: { ...companiesOperations, ...companyProfileOperations },
  services: {
    companyProfile: ({ em, deps }) => new CompanyProfileService(em, deps.config.CRM_MODE === 'dynamics' ? (deps.config.DYNAMICS_URL ?? null) : null),
    relatedAccounts: ({ em }) => new RelatedAccountsService(em),
    companiesList: ({ em }) => new CompaniesListService(em),
    companyDelete: ({ em, services }) => new CompanyDeleteService(em, services.files),
    crmSync: ({ em, deps }) => new CrmSyncService(em, deps.jobs),
  },
  workers: [{ queue: QUEUES.crmSync, start: ({ jobs, orm, crm }) => workCrmSyncQueue(jobs, orm, crm) }],
});
