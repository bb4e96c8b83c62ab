import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { publicLink, type Config } from '../../config.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { prequalExpiredMail, renewalReminderMail } from '../../integrations/mail/prequal-templates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import type { ModuleWorker } from '../module.js';
import { audit } from '../audit/index.js';
import { primaryContact, Vendor } from '../companies/index.js';
import { companyRecipients, moveCompanyPrequal, type Recipient } from '../prequal/index.js';
import { emitEvent } from '../webhooks/index.js';

/** How the audit log names the scheduled scan. */
const SCHEDULER = 'Scheduled renewal';
const BATCH = 200;

export interface RenewalScanDeps {
  orm: MikroORM;
  jobs: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
}

/**
 * The daily renewal job. A company whose approved cycle reaches its 11th month (the month the dashboard's
 * "Upcoming 11th-month mark" counts it in) moves from COMPLETED to AWAITING_RENEWAL (the Renewal tab) and its
 * primary contact and users are mailed a reminder; a company whose approval has expired without a renewal is mailed once
 * more. Each company is moved in its own short transaction with its row locked, so a scan never holds many
 * locks, and the reminder is written in that transaction. Idempotent: a second run that day finds nothing new.
 */
export async function runRenewalScan(deps: RenewalScanDeps, now: Date = new Date()): Promise<{ moved: number; expired: number }> {
  let moved = 0;
  let expired = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await deps.orm.em.fork().execute<{ vendor_id: string; prequal_id: string; expires_ms: string }[]>(
      `select v.id as vendor_id, p.id as prequal_id, (extract(epoch from p.expires_at) * 1000)::bigint as expires_ms
         from vendor v
         join lateral (select id, completed_at, expires_at from prequalification where vendor_id = v.id order by cycle desc, created_at desc limit 1) p on true
        where v.prequal_status = 'COMPLETED' and v.id > ? and p.expires_at is not null
          and date_trunc('month', p.completed_at) + interval '11 months' <= ?
        order by v.id limit ${BATCH}`,
      [after, now],
    );
    for (const row of due) if (await moveToRenewal(deps, row.vendor_id, row.prequal_id, new Date(Number(row.expires_ms)))) moved++;
    if (due.length < BATCH) break;
    after = due.at(-1)!.vendor_id;
  }
  const lapsed = await deps.orm.em.fork().execute<{ vendor_id: string; prequal_id: string; expires_ms: string }[]>(
    `select v.id as vendor_id, p.id as prequal_id, (extract(epoch from p.expires_at) * 1000)::bigint as expires_ms
       from vendor v
       join lateral (select id, expires_at from prequalification where vendor_id = v.id order by cycle desc, created_at desc limit 1) p on true
      where v.prequal_status = 'AWAITING_RENEWAL' and p.expires_at <= ?
        and not exists (select 1 from job_key k where k.key = 'renewal-expired:' || p.id)`,
    [now],
  );
  for (const row of lapsed) {
    const sent = await deps.orm.em.fork().transactional(async (tx) => {
      const vendor = await tx.findOne(Vendor, { id: row.vendor_id }, { populate: ['contacts'] });
      if (!vendor) return null;
      const expiredAt = new Date(Number(row.expires_ms));
      return queueToCompany(deps, tx, vendor, `renewal-expired:${row.prequal_id}`, (to) =>
        prequalExpiredMail(to.email, to.name, vendor.companyName, expiredAt, renewLink(deps), options(deps)),
      );
    });
    if (sent) expired++;
  }
  return { moved, expired };
}

async function moveToRenewal(deps: RenewalScanDeps, vendorId: string, prequalId: string, expiresAt: Date): Promise<boolean> {
  return deps.orm.em.fork().transactional(async (tx: EntityManager) => {
    const vendor = await tx.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Moved meanwhile (a renewal begun by hand, a second scan): nothing to do.
    if (vendor?.prequalStatus !== 'COMPLETED') return false;
    const { from, to } = moveCompanyPrequal(vendor, 'renewalDue');
    audit(
      tx,
      null,
      { entityType: 'Prequalification', entityId: prequalId, action: 'PREQUAL_RENEWAL_DUE', changes: { vendorId, prequalStatus: { from, to } } },
      SCHEDULER,
    );
    await tx.populate(vendor, ['contacts']);
    await queueToCompany(deps, tx, vendor, `renewal-due:${prequalId}`, (to) =>
      renewalReminderMail(to.email, to.name, vendor.companyName, expiresAt, renewLink(deps), options(deps)),
    );
    await emitEvent(deps.jobs, tx, 'renewal.due', { vendorId, companyName: vendor.companyName, expiresAt: expiresAt.toISOString() });
    return true;
  });
}

/**
 * Queues one mail to each of the company's recipients (company-recipients.ts: the primary contact and its users).
 * The first carries `key` itself, which the scan looks for to know the company was told; the others add their
 * address to it. All are written in one transaction, so the first's key stands for all. Null when none was queued.
 */
async function queueToCompany(deps: RenewalScanDeps, tx: EntityManager, vendor: Vendor, key: string, mail: (to: Recipient) => MailMessage): Promise<string | null> {
  const recipients = await companyRecipients(tx, vendor, primaryContact(vendor));
  let first: string | null = null;
  for (const [i, to] of recipients.entries()) {
    const id = await queueMail(deps.jobs, tx, mail(to), i === 0 ? key : `${key}:${to.email.toLowerCase()}`);
    if (i === 0) first = id;
  }
  return first;
}

const renewLink = (deps: RenewalScanDeps) => publicLink(deps.config, '/vendor/overview');
const options = (deps: RenewalScanDeps) => ({ supportEmail: deps.config.SUPPORT_EMAIL });

/** The daily scan as the prequal module's scheduled job (its manifest lists it). */
export const renewalScanWorker: ModuleWorker = {
  queue: QUEUES.renewalScan,
  cron: '0 6 * * *',
  start: (scope) => scope.jobs.work(QUEUES.renewalScan, async (_payload, run) => run.logger.info(await runRenewalScan(scope), 'renewal scan')),
};
