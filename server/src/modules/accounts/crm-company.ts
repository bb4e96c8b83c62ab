import type { EntityManager } from '@mikro-orm/postgresql';
import { TAX_ID_PATTERN } from '@portal/common/validation/fields';
import type { CrmAccount, CrmClient } from '../../integrations/crm/crm-client.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';

/**
 * A company the builder's CRM knows but the portal does not (tax-ID outcome (b), "You are already registered ...
 * Please Proceed to Prequalification"): its people sign up for the CRM account the verification listed. The account
 * counts only when the CRM still lists it under that tax ID and no portal company (not even a draft) has the tax ID,
 * the same rule TaxIdService.verify lists crmAccounts by; otherwise null.
 */
export async function crmOnlyAccount(em: EntityManager, crm: CrmClient, accountNumber: string, taxId: string | null | undefined): Promise<CrmAccount | null> {
  const wanted = taxId?.trim() ?? '';
  if (!TAX_ID_PATTERN.test(wanted)) return null;
  if ((await em.count(Vendor, { taxId: wanted })) > 0) return null;
  const accounts = await crm.findAccountsByTaxId(wanted);
  const account = accounts.find((a) => a.accountId === accountNumber);
  return account ? { ...account, taxId: wanted } : null;
}

/**
 * The portal's company for a CRM account: approved already, since the builder keeps its known companies in the CRM,
 * with the CRM's name and the verified tax ID; the rest of its details are filled in General Info. Audited with the
 * sign-up that brought it in (same transaction).
 */
export function importCrmCompany(tx: EntityManager, account: CrmAccount, by: string): Vendor {
  const vendor = tx.create(Vendor, {
    companyName: account.name || account.accountId,
    taxId: account.taxId,
    accountId: account.accountId,
    registrationStatus: 'APPROVED',
  });
  audit(
    tx,
    null,
    {
      entityType: 'Vendor',
      entityId: vendor.id,
      action: 'COMPANY_IMPORTED_FROM_CRM',
      changes: { accountId: account.accountId, companyName: vendor.companyName, taxId: account.taxId },
    },
    by,
  );
  return vendor;
}
