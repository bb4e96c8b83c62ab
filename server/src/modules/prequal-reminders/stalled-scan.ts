import type { MikroORM } from '@mikro-orm/postgresql';
import { publicLink, type Config } from '../../config.js';
import { queueBulkMail } from '../../integrations/mail/mail-outbox.js';
import { stalledFormsMail } from '../../integrations/mail/stalled-templates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import { audit } from '../audit/index.js';
import { primaryContact, Vendor } from '../companies/index.js';
import type { ModuleWorker } from '../module.js';
import { companyRecipients } from '../prequal/index.js';
import { stalledVendors, thresholdReached, type StalledVendor } from './stalled-vendors.js';

/** How the activity log names the scan. */
const SCHEDULER = 'Scheduled reminder';

export interface StalledScanDeps {
  orm: MikroORM;
  jobs: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
}

/**
 * The daily reminder of unsubmitted forms: a company whose forms have waited 7 days (and again at 14) since its
 * cycle began, or since its last return to the vendor, is mailed (its primary contact, company admins and form
 * users: company-recipients.ts), once per threshold and clock. The key `prequal-stalled:<cycle>:<clock>:<days>` is
 * written in job_key in the transaction of the mails and the activity-log entry; a second replica or a retried run
 * finds it and does nothing. A scan that missed days sends only the highest threshold reached.
 */
export async function runStalledScan(deps: StalledScanDeps, now: Date = new Date()): Promise<{ reminded: number }> {
  let reminded = 0;
  for (const stalled of await stalledVendors(deps.orm.em.fork(), now)) {
    const threshold = thresholdReached(stalled.days);
    if (threshold != null && (await remind(deps, stalled, threshold))) reminded++;
  }
  return { reminded };
}

async function remind(deps: StalledScanDeps, stalled: StalledVendor, threshold: number): Promise<boolean> {
  const key = `prequal-stalled:${stalled.prequalId}:${stalled.since.getTime()}:${threshold}`;
  return deps.orm.em.fork().transactional(async (tx) => {
    const claimed = await tx.execute<{ key: string }[]>('insert into job_key (key, queue) values (?, ?) on conflict do nothing returning key', [key, QUEUES.mail]);
    if (!claimed.length) return false;
    const vendor = await tx.findOne(Vendor, { id: stalled.vendorId }, { populate: ['contacts'] });
    if (!vendor) return false;
    const recipients = await companyRecipients(tx, vendor, primaryContact(vendor));
    const link = publicLink(deps.config, '/vendor/prequal-form');
    for (const to of recipients) {
      const mail = stalledFormsMail(to.email, to.name, vendor.companyName, { days: threshold, since: stalled.since, returned: stalled.returned }, link, {
        supportEmail: deps.config.SUPPORT_EMAIL,
      });
      await queueBulkMail(deps.jobs, tx, mail, `${key}:${to.email.toLowerCase()}`);
    }
    audit(
      tx,
      null,
      {
        entityType: 'Prequalification',
        entityId: stalled.prequalId,
        action: 'PREQUAL_STALLED_REMINDED',
        changes: {
          vendorId: stalled.vendorId,
          instance: stalled.instance,
          days: threshold,
          since: stalled.since.toISOString(),
          clock: stalled.returned ? 'returned' : 'begun',
          recipients: recipients.map((r) => r.email),
        },
      },
      SCHEDULER,
    );
    return true;
  });
}

/** The daily scan as the prequal-reminders module's scheduled job (its manifest lists it). */
export const stalledScanWorker: ModuleWorker = {
  queue: QUEUES.stalledScan,
  cron: '15 7 * * *',
  start: (scope) => scope.jobs.work(QUEUES.stalledScan, async (_payload, run) => run.logger.info(await runStalledScan(scope), 'stalled vendor scan')),
};
