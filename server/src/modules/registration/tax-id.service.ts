import type { EntityManager } from '@mikro-orm/postgresql';
import { taxIdVerificationSchema, type TaxIdVerificationInput } from '@portal/common/validation/tax-id';
import type { Actor } from '../../auth/actor.js';
import { parseInput } from '../../errors.js';
import type { CrmClient } from '../../integrations/crm/crm-client.js';
import type { ClientRateLimiter } from '../../limits/client-rate-limiter.js';
import { Vendor } from '../companies/index.js';

export interface TaxIdVerification {
  /** Approved companies of the portal with this tax ID. */
  vendorsWithSameTaxId: { companyName: string; accountId: string }[];
  /**
   * Draft registrations with this tax ID (asked from the registration screen only), so a person can ask for
   * a draft's link again. The id alone opens nothing: continuing a draft needs its secret.
   */
  draftVendors: { companyName: string; vendorId: string }[];
  isExistsInDynamics: boolean;
  /** A registration past the draft stage exists: submitted and awaiting approval, approved, or not approved. */
  isExistsInDatabase: boolean;
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
    const { taxId, from } = parseInput(taxIdVerificationSchema, input);
    const [vendors, accounts] = await Promise.all([
      this.em.find(Vendor, { taxId }, { fields: ['companyName', 'accountId', 'registrationStatus'], orderBy: { companyName: 'asc', id: 'asc' } }),
      this.deps.crm.findAccountsByTaxId(taxId),
    ]);
    return {
      vendorsWithSameTaxId: vendors
        .filter((v) => v.registrationStatus === 'APPROVED' && v.accountId)
        .map((v) => ({ companyName: v.companyName, accountId: v.accountId! })),
      draftVendors: from === 'register' ? vendors.filter((v) => v.registrationStatus === 'DRAFT').map((v) => ({ companyName: v.companyName, vendorId: v.id })) : [],
      isExistsInDynamics: accounts.length > 0,
      isExistsInDatabase: vendors.some((v) => v.registrationStatus !== 'DRAFT'),
    };
  }
}
