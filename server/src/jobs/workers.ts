import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { CrmClient } from '../integrations/crm/crm-client.js';
import { workMailQueue } from '../integrations/mail/mail-outbox.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { workCrmSyncQueue } from '../modules/companies/index.js';
import { runDocumentExpiryScan } from '../modules/files/document-expiry-scan.js';
import { runRenewalScan } from '../modules/prequal/renewal-scan.js';
import type { JobQueue } from './job-queue.js';
import { runPurge } from './purge.js';
import { QUEUES } from './queues.js';

export interface WorkerDeps {
  config: Config;
  orm: MikroORM;
  mailer: Mailer;
  crm: CrmClient;
  logger: Logger;
}

/** Every queue's worker, in one place: what this replica runs when JOB_WORKERS is on. */
export async function startWorkers(jobs: JobQueue, deps: WorkerDeps): Promise<void> {
  await workMailQueue(jobs, deps.orm, deps.mailer, new URL(deps.config.PUBLIC_URL).hostname);
  await workCrmSyncQueue(jobs, deps.orm, deps.crm);
  // The scheduled scans: pg-boss's cron writes one job per slot, whichever replicas are up.
  const scanDeps = { orm: deps.orm, jobs, config: deps.config };
  await jobs.work(QUEUES.renewalScan, async (_payload, run) => run.logger.info(await runRenewalScan(scanDeps), 'renewal scan'));
  await jobs.work(QUEUES.documentExpiryScan, async (_payload, run) => run.logger.info(await runDocumentExpiryScan(scanDeps), 'document expiry scan'));
  await jobs.work(QUEUES.purge, async (_payload, run) => run.logger.info({ deleted: await runPurge(deps.orm) }, 'purge'));
}
