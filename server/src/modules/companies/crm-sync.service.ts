import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasPermission } from '@portal/common/auth/roles';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { audit } from '../audit/index.js';
import { CRM_SYNC_FAILED, queueCrmSyncAlone } from './crm-sync.js';
import { Vendor, type CrmSyncStatus } from './vendor.entity.js';

/** Where a company's account write to the CRM stands, as the company page shows it. */
export interface CrmSyncState {
  vendorId: string;
  status: CrmSyncStatus | null;
  syncedAt: Date | null;
  /** CRM_SYNC_FAILED when the sync gave up; null otherwise. */
  message: string | null;
  /** Why it gave up: staff only (companyDetail.read), null for anyone else. */
  error: string | null;
}

export const NO_CRM_ACCOUNT = 'This company has no account yet: it is synced with 365 once its registration is approved.';

/** The sync state of a company for `actor`: the reason of a failure only to internal staff. */
export function crmSyncState(v: Vendor, actor: Actor | null): CrmSyncState {
  const status = v.crmSyncStatus ?? null;
  const failed = status === 'FAILED';
  return {
    vendorId: v.id,
    status,
    syncedAt: v.crmSyncedAt ?? null,
    message: failed ? CRM_SYNC_FAILED : null,
    error: failed && hasPermission(actor?.role, 'companyDetail.read') ? (v.crmSyncError ?? null) : null,
  };
}

/**
 * "Sync with 365" (POST /vendor/sync-vendor-to-dynamics/{id}): writes the company's account to the CRM again,
 * as a job queued in the request's transaction (companies/crm-sync.ts), so the answer never waits for the CRM and
 * an outage is retried. A click while a sync is pending queues another job: the worker reads the company when it
 * runs and the write is an upsert by account id, so a second job writes the same account and can only bring it
 * up to date sooner.
 */
export class CrmSyncService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  async request(actor: Actor | null, vendorId: string): Promise<CrmSyncState> {
    // A company admin names its own company: another company's id is refused before anything is looked up.
    const a = authorize(actor, 'companies.crmSync', { vendorId });
    assertUuid(vendorId, 'Company');
    return this.em.transactional(async (tx) => {
      // Locked so that a deletion or approval cannot interleave. Read outside the identity map: the state is written
      // natively (queueCrmSyncAlone), and a flush would raise the company's version.
      const vendor = await tx.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
      if (!vendor) throw AppError.notFound('Company');
      if (!vendor.accountId) throw new AppError('CONFLICT', NO_CRM_ACCOUNT);
      const from = vendor.crmSyncStatus ?? null;
      await queueCrmSyncAlone(this.jobs, tx, vendor);
      audit(tx, a, { entityType: 'Vendor', entityId: vendor.id, action: 'CRM_SYNC_REQUESTED', changes: { crmSyncStatus: { from, to: vendor.crmSyncStatus } } });
      return crmSyncState(vendor, a);
    });
  }
}
