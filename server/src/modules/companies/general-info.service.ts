import { REGISTRATION_STATUS_WORDS } from '@portal/common/domain/statuses';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { AppError } from '../../errors.js';
import type { CompanyFormService, Registration, RegistrationWrite } from './company-form.service.js';

/**
 * General info: an approved company's profile, edited by its company admin or by staff who edit company
 * detail. No required checks (formats still apply); tax ID and company name cannot change (equal values
 * are ignored). `noOfEmployees` alone is the employee-count dialog.
 */
export class GeneralInfoService {
  constructor(private readonly forms: CompanyFormService) {}

  async update(actor: Actor | null, vendorId: string, w: Omit<RegistrationWrite, 'vendorId'>): Promise<Registration> {
    authorize(actor, 'generalInfo.update');
    const vendor = await this.forms.load(vendorId);
    authorize(actor, 'generalInfo.update', { vendorId: vendor.id });
    // Until approval the form is the registration's, edited through its own steps.
    if (vendor.registrationStatus !== 'APPROVED') {
      throw new AppError('CONFLICT', `This registration is ${REGISTRATION_STATUS_WORDS[vendor.registrationStatus]}; it cannot be edited as general info.`);
    }
    return this.forms.write(actor, vendor, 'generalInfo', w, 'GENERAL_INFO_UPDATED');
  }
}
