import { REGISTRATION_STATUS_WORDS } from '@portal/common/domain/statuses';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueScoreRefresh } from '../../jobs/score-refresh.js';
import type { CompanyFormService, Registration, RegistrationWrite } from './company-form/company-form.service.js';
import { markCrmSyncPending, sendCrmSync } from '../companies/index.js';

/**
 * General info: an approved company's profile, edited by its company admin or by staff who edit company
 * detail. No required checks (formats still apply); tax ID and company name cannot change (equal values
 * are ignored). `noOfEmployees` alone is the employee-count dialog. Each save is synced to the CRM.
 */
export class GeneralInfoService {
  constructor(
    private readonly forms: CompanyFormService,
    private readonly jobs: JobQueue,
  ) {}

  async update(actor: Actor, vendorId: string, w: Omit<RegistrationWrite, 'vendorId'>): Promise<Registration> {
    const vendor = await this.forms.load(vendorId);
    // The company's own admin edits its own company only.
    authorize(actor, 'generalInfo.update', { vendorId: vendor.id });
    // Until approval the form is the registration's, edited through its own steps.
    if (vendor.registrationStatus !== 'APPROVED') {
      throw new AppError('CONFLICT', `This registration is ${REGISTRATION_STATUS_WORDS[vendor.registrationStatus]}; it cannot be edited as general info.`);
    }
    // Dynamics 365 takes the new details: the sync is queued by the save's own transaction (the outbox), so a
    // saved change always reaches the CRM, however the browser fares after the answer.
    // Marked pending in the save's own update, so the save raises the company's version once.
    return this.forms.write(
      actor,
      vendor,
      'generalInfo',
      w,
      'GENERAL_INFO_UPDATED',
      (target) => {
        if (target.accountId) markCrmSyncPending(target);
      },
      async (tx, target) => {
        if (target.accountId) await sendCrmSync(this.jobs, tx, target.id);
        // The NAICS code picks the industry averages the score compares with (modules/prequal-score).
        await queueScoreRefresh(this.jobs, tx, { vendorId: target.id });
      },
    );
  }
}
