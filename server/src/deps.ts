import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { CrmClient } from './integrations/crm/crm-client.js';
import type { Mailer } from './integrations/mail/mailer.js';
import type { ObjectStorage } from './integrations/storage/object-storage.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { ClientRateLimiter } from './limits/client-rate-limiter.js';

/** Long-lived parts, built once by the composition root. */
export interface Deps {
  config: Config;
  orm: MikroORM;
  tokens: TokenService;
  mailer: Mailer;
  logger: Logger;
  crm: CrmClient;
  storage: ObjectStorage;
  /** Background jobs; services write theirs with jobs.send(tx, …) in the transaction of the change. */
  jobs: JobQueue;
}

/** Deps plus the per-process state the app adds (rate-limit counters). */
export interface AppDeps extends Deps {
  taxIdLimiter: ClientRateLimiter;
  anonymousRegistrationLimiter: ClientRateLimiter;
}
