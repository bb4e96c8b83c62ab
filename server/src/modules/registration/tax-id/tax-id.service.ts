import type { EntityManager } from '@mikro-orm/postgresql';
import { taxIdVerificationSchema, type TaxIdVerificationInput } from '@portal/common/validation/tax-id';
import type { Actor } from '../../../auth/actor.js';
import { parseInput } from '../../../errors.js';
import type { CrmClient } from '../../../integrations/crm/crm-client.js';
import type { ClientRateLimiter } from '../../../limits/client-rate-limiter.js';
import { Vendor } from '../../companies/index.js';

export interface TaxIdVerification {
  /** Approved companies of the portal with this tax ID. */
  vendorsWithSameTaxId: { companyName: string; accountId: string }[];
  /**
   * Draft registrations with this tax ID, on both screens, so a person continues the draft (or asks for its link
   * again) instead of starting a second registration. The id alone opens nothing: continuing a draft needs its secret.
   */
  draftVendors: { companyName: string; vendorId: string }[];
  isExistsInDynamics: boolean;
  /** A registration past the draft stage exists: submitted and awaiting approval, approved, or not approved. */
  isExistsInDatabase: boolean;
  /**
   * The CRM's accounts with this tax ID when the portal has no company (not even a draft) with it: outcome (b), a
   * company the builder knows, which signs up for one of these accounts (AccountsService.signUp brings it in).
   */
  crmAccounts: { companyName: string; accountId: string }[];
  /** Every registration past the draft stage was not approved (none awaits approval or is approved). */
  isRegistrationRejected: boolean;
}

/**
 * Tax-ID (FEIN) verification before registering or signing up. Open to anonymous visitors, so it
 * is rate limited per client and answers only the specification's four fields.
 */
export class TaxIdService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { crm: CrmClient; taxIdLimiter: ClientRateLimiter },
  ) {}

  async verify(_actor: Actor | null, input: TaxIdVerificationInput, client: { ip: string }): Promise<TaxIdVerification> {
    // Counted before anything else, so malformed tax IDs cannot be used to probe for free.
    await this.deps.taxIdLimiter.consume(client.ip);
    // `from` is still checked (the specification's query); drafts are listed for both screens alike.
    const { taxId } = parseInput(taxIdVerificationSchema, input);
    const [vendors, accounts] = await Promise.all([
      this.em.find(Vendor, { taxId }, { fields: ['companyName', 'accountId', 'registrationStatus'], orderBy: { companyName: 'asc', id: 'asc' } }),
      this.deps.crm.findAccountsByTaxId(taxId),
    ]);
    const registered = vendors.filter((v) => v.registrationStatus !== 'DRAFT');
    return {
      vendorsWithSameTaxId: vendors
        .filter((v) => v.registrationStatus === 'APPROVED' && v.accountId)
        .map((v) => ({ companyName: v.companyName, accountId: v.accountId! })),
      draftVendors: vendors.filter((v) => v.registrationStatus === 'DRAFT').map((v) => ({ companyName: v.companyName, vendorId: v.id })),
      isExistsInDynamics: accounts.length > 0,
      isExistsInDatabase: registered.length > 0,
      crmAccounts: vendors.length > 0 ? [] : accounts.map((a) => ({ companyName: a.name, accountId: a.accountId })),
      isRegistrationRejected: registered.length > 0 && registered.every((v) => v.registrationStatus === 'REJECTED'),
    };
  }
}
