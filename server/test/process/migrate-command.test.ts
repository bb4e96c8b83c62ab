import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { assertFreshBuild, startPortalProcess } from './portal-process.js';
import { runToExit } from './run-to-exit.js';
import { adminQuery, createTestDatabase } from './admin-query.js';

/** A deploy's order: replicas with MIGRATE_ON_START=false, the migrate command once, then the replicas start. */
const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-'));
const env = () => ({
  NODE_ENV: 'test',
  DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
  JWT_SECRET: 'migrate-command-test-secret-0123456789abcdef',
  DATA_DIR: dataDir,
  CLIENT_DIST: path.join(dataDir, 'no-client'),
  JOB_WORKERS: 'false',
  MIGRATE_ON_START: 'false',
});
let child: ChildProcess | undefined;

beforeAll(async () => {
  assertFreshBuild(['main', 'migrate-cli', 'db/migrate-on-start', 'config']);
  await createTestDatabase(database);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

it('a replica with MIGRATE_ON_START=false refuses a schema with pending migrations; the migrate command applies them and exits', async () => {
  const refused = await runToExit('main.js', env());
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/MIGRATE_ON_START=false and \d+ migration\(s\) pending/);
  expect(refused.stderr).toContain('npm run migrate');

  const migrated = await runToExit('migrate-cli.js', env());
  expect(migrated.code).toBe(0);
  expect(Number(/migrations applied: (\d+)/.exec(migrated.stdout)?.[1])).toBeGreaterThan(0);

  const again = await runToExit('migrate-cli.js', env());
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('migrations applied: 0');

  const started = await startPortalProcess(env());
  child = started.proc;
  await started.logged('MIGRATE_ON_START=false: the schema is up to date');
  expect((await fetch(`${started.url}/health`)).status).toBe(200);
  // Four processes started one after another.
}, 240_000);
