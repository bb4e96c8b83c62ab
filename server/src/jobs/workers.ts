import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { CrmClient } from '../integrations/crm/crm-client.js';
import { workMailQueue } from '../integrations/mail/mail-outbox.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { ObjectStorage } from '../integrations/storage/object-storage.js';
import type { ModuleWorker, PortalModule } from '../modules/module.js';
import type { JobQueue } from './job-queue.js';
import { runPurge } from './purge.js';
import { QUEUES } from './queues.js';

export interface WorkerDeps {
  config: Config;
  orm: MikroORM;
  mailer: Mailer;
  crm: CrmClient;
  logger: Logger;
  storage: ObjectStorage;
}

/** The infrastructure's own queues: the mail outbox and the hourly purge. */
const INFRASTRUCTURE_WORKERS: readonly ModuleWorker[] = [
  { queue: QUEUES.mail, start: ({ jobs, orm, mailer, config, storage }) => workMailQueue(jobs, orm, mailer, new URL(config.PUBLIC_URL).hostname, storage) },
  {
    queue: QUEUES.purge,
    cron: '15 * * * *',
    start: ({ jobs, orm }) => jobs.work(QUEUES.purge, async (_payload, run) => run.logger.info({ deleted: await runPurge(orm) }, 'purge')),
  },
];

/**
 * What this replica works when JOB_WORKERS is on: the infrastructure's queues and every module's (their manifests'
 * `workers`), with the schedules of those that declare a cron. The composition root (main.ts) hands over the modules.
 */
export async function startWorkers(modules: readonly PortalModule[], jobs: JobQueue, deps: WorkerDeps): Promise<void> {
  const scope = { ...deps, jobs };
  for (const worker of [...INFRASTRUCTURE_WORKERS, ...modules.flatMap((m) => m.workers ?? [])]) {
    if (worker.cron) await jobs.schedule(worker.queue, worker.cron);
    await worker.start(scope);
  }
}
