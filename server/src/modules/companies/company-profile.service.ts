import type { EntityManager } from '@mikro-orm/postgresql';
import { OptimisticLockError } from '@mikro-orm/core';
import type { Actor } from '../../auth/actor.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { staleRecord } from './company-version.js';
import { crmSyncState, type CrmSyncState } from './crm-sync.service.js';
import { Vendor } from './vendor.entity.js';

/** The company page's staff-only header: the CRM account, its link and sync state, and the ERP id. */
export interface CompanyProfile {
  vendorId: string;
  accountId: string | null;
  /** The company's ERP id (hb_erpid). */
  hb_erpid: string | null;
  /** The account's record in Dynamics 365; null without an account or when the portal runs on the CRM simulator. */
  crmUrl: string | null;
  version: number;
  /** The last "Sync with 365": pending, synced (when) or failed (why, for staff). */
  crmSync: CrmSyncState;
}

/**
 * The company page's staff-only header: the CRM link (DYNAMICS_URL's account record) and the ERP id, which the
 * roles that edit company detail change inline (PATCH vendors/{id} `{ source: generalInfo, hb_erpid }`), audited.
 */
export class CompanyProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly dynamicsUrl: string | null,
  ) {}

  async profile(actor: Actor, vendorId: string): Promise<CompanyProfile> {
    return this.view(await companyOf(this.em, vendorId), actor);
  }

  /** Sets or clears (null) the ERP id; `expectedVersion`, when given, must be the company's current version. */
  async setErpId(a: Actor, vendorId: string, hb_erpid: string | null, expectedVersion: number | null): Promise<CompanyProfile> {
    try {
      return await this.em.transactional(async (tx) => {
        const vendor = await companyOf(tx, vendorId);
        if (expectedVersion != null && expectedVersion !== vendor.version) throw staleRecord();
        const from = vendor.hbErpid ?? null;
        if (from !== hb_erpid) {
          vendor.hbErpid = hb_erpid;
          audit(tx, a, { entityType: 'Vendor', entityId: vendor.id, action: 'ERP_ID_CHANGED', changes: { hb_erpid: { from, to: hb_erpid } } });
          await tx.flush();
        }
        return this.view(vendor, a);
      });
    } catch (err) {
      throw err instanceof OptimisticLockError ? staleRecord() : err;
    }
  }

  private view(v: Vendor, actor: Actor): CompanyProfile {
    return {
      vendorId: v.id,
      accountId: v.accountId ?? null,
      hb_erpid: v.hbErpid ?? null,
      crmUrl: this.crmUrl(v.accountId),
      version: v.version,
      crmSync: crmSyncState(v, actor),
    };
  }

  private crmUrl(accountId: string | null | undefined): string | null {
    if (!accountId || !this.dynamicsUrl) return null;
    const base = this.dynamicsUrl.replace(/\/+$/, '');
    return `${base}/main.aspx?pagetype=entityrecord&etn=account&id=${encodeURIComponent(accountId)}`;
  }
}

async function companyOf(em: EntityManager, vendorId: string): Promise<Vendor> {
  assertUuid(vendorId, 'Company');
  const vendor = await em.findOne(Vendor, { id: vendorId });
  if (!vendor) throw AppError.notFound('Company');
  return vendor;
}
