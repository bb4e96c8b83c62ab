import { raw, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { PROFILE_FIELDS, type CrmAccountAttribute, type ProfileField } from '@portal/common/validation/registration-fields';
import type { CrmClient, NewCrmAccount } from '../../integrations/crm/crm-client.js';
import { CrmError, isRetryableCrmError } from '../../integrations/crm/crm-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import { emitEvent } from '../webhooks/index.js';
import { primaryContact, Vendor } from './vendor.entity.js';

export interface CrmSyncJob {
  vendorId: string;
}

/** What the company page shows when the sync gave up (specification: the 365 modal). */
export const CRM_SYNC_FAILED = 'Something went wrong syncing with 365, try again later';

/**
 * Added to a native write of the sync state, which would otherwise raise the company's `version`: the sync state is not
 * a change of its details, so a General Info form opened before a sync (or the sync a save fires) still saves instead
 * of being refused as made from an outdated copy.
 */
const KEEP_VERSION = { version: raw('version') };

/**
 * Queues the company's account write to the CRM in the caller's transaction (the outbox): the change that
 * needs it (an approval, a "sync" click) commits whether or not the CRM is up, and the job retries until it is.
 */
export async function queueCrmSync(jobs: JobQueue, tx: EntityManager, vendor: Vendor): Promise<void> {
  markCrmSyncPending(vendor);
  await sendCrmSync(jobs, tx, vendor.id);
}

/** The company's sync state while its job waits (written by the caller's flush, with its other changes). */
export function markCrmSyncPending(vendor: Vendor): void {
  vendor.crmSyncStatus = 'PENDING';
  vendor.crmSyncError = null;
}

/**
 * A sync asked for on its own ("Sync with 365"), not with a change of the company: its state is written natively,
 * keeping the company's version, so the click never makes an open General Info form stale.
 */
export async function queueCrmSyncAlone(jobs: JobQueue, tx: EntityManager, vendor: Vendor): Promise<void> {
  markCrmSyncPending(vendor);
  await tx.nativeUpdate(Vendor, { id: vendor.id }, { crmSyncStatus: vendor.crmSyncStatus, crmSyncError: vendor.crmSyncError, ...KEEP_VERSION });
  await sendCrmSync(jobs, tx, vendor.id);
}

/** The sync job alone, in the transaction of `tx`, for a caller that marked the company pending before its flush. */
export function sendCrmSync(jobs: JobQueue, tx: EntityManager, vendorId: string): Promise<string | null> {
  return jobs.send<CrmSyncJob>(tx, QUEUES.crmSync, { vendorId });
}

/**
 * The CRM sync worker: writes the account by the portal's account id (an upsert, so a retry after a lost answer
 * writes the same account again rather than a second one). The CRM being unreachable is retried with backoff;
 * an answer a retry cannot change (the CRM refusing the data) fails the sync at once. When the retries run
 * out, the dead letter marks the company FAILED, which the company page shows.
 */
export async function workCrmSyncQueue(jobs: JobQueue, orm: MikroORM, crm: CrmClient): Promise<void> {
  await jobs.work<CrmSyncJob>(QUEUES.crmSync, async ({ vendorId }, run) => {
    const em = orm.em.fork();
    const vendor = await em.findOne(Vendor, { id: vendorId }, { populate: ['contacts'] });
    if (!vendor?.accountId) {
      run.logger.info({ vendorId }, 'company deleted or without an account: nothing to sync');
      return;
    }
    try {
      await crm.upsertAccount(vendor.accountId, crmAccountOf(vendor));
    } catch (err) {
      if (isRetryable(err)) throw err;
      run.logger.error({ err, vendorId }, 'the CRM refused the account: not retried');
      await markFailed(em, jobs, vendorId, err);
      return;
    }
    await em.nativeUpdate(Vendor, { id: vendorId }, { crmSyncStatus: 'SYNCED', crmSyncedAt: new Date(), crmSyncError: null, ...KEEP_VERSION });
  });
  await jobs.deadLetters<CrmSyncJob>(QUEUES.crmSync, async ({ vendorId }, run) => {
    run.logger.error({ vendorId }, 'CRM sync gave up after its retries');
    await markFailed(orm.em.fork(), jobs, vendorId, new Error('The CRM could not be reached after every retry'));
  });
}

/** The CRM refusing the account as it is will refuse it again; an outage, throttling or anything unforeseen may pass. */
function isRetryable(err: unknown): boolean {
  return !(err instanceof CrmError) || isRetryableCrmError(err);
}

async function markFailed(em: EntityManager, jobs: JobQueue, vendorId: string, err: unknown): Promise<void> {
  const reason = (err instanceof CrmError ? err.reason : err instanceof Error ? err.message : String(err)).slice(0, 500);
  await em.transactional(async (tx) => {
    // Only a sync still pending: a later click may already have queued (and finished) another.
    const marked = await tx.nativeUpdate(Vendor, { id: vendorId, crmSyncStatus: 'PENDING' }, { crmSyncStatus: 'FAILED', crmSyncError: reason, ...KEEP_VERSION });
    if (marked > 0) await emitEvent(jobs, tx, 'crm_sync.failed', { vendorId, error: reason });
  });
}

/**
 * What the portal tells the CRM of a company: each profile field with a CRM attribute (common's PROFILE_FIELDS)
 * under that attribute, and the primary contact's email.
 */
export function crmAccountOf(v: Vendor, fields: readonly ProfileField[] = PROFILE_FIELDS): NewCrmAccount {
  const columns = v as unknown as Readonly<Record<string, unknown>>;
  const account: Record<string, unknown> = { email: primaryContact(v)?.email ?? null };
  for (const f of fields) if (f.crm) account[f.crm] = columns[f.name] ?? null;
  return account as unknown as NewCrmAccount;
}

/** Every attribute a profile row may name is one the CRM client writes. */
export const crmAttributesFit = (attribute: CrmAccountAttribute): keyof NewCrmAccount => attribute;
