import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { CrmClient } from '../integrations/crm/crm-client.js';
import { workMailQueue } from '../integrations/mail/mail-outbox.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { workCrmSyncQueue } from '../modules/companies/index.js';
import type { JobQueue } from './job-queue.js';

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
}
