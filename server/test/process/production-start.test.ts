import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { assertFreshBuild } from './portal-process.js';
import { runToExit } from './run-to-exit.js';
import { adminQuery, createTestDatabase } from './admin-query.js';

/** The built server started as a deploy would, with NODE_ENV=production and settings left out. */
const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-prod-start-'));

const runServer = (env: Record<string, string>) => runToExit('main.js', { DATA_DIR: dataDir, ...env });

beforeAll(async () => {
  assertFreshBuild(['main', 'config-check']);
  // An empty database: a start that ran anything would leave tables behind.
  await createTestDatabase(database);
});

afterAll(async () => {
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

it('refuses a production start that lacks settings, naming each, before touching the database or listening', async () => {
  const { code, stdout, stderr } = await runServer({
    NODE_ENV: 'production',
    DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
    JWT_SECRET: 'production-start-test-secret-0123456789abcdef',
    PUBLIC_URL: 'https://portal.example.com',
  });
  expect(code).toBe(1);
  expect(stderr).toContain('refusing to start');
  expect(stderr).toContain('SMTP_URL:');
  expect(stderr).toContain('STORAGE_DRIVER:');
  expect(stderr).not.toContain('DATABASE_URL:');
  expect(stdout).not.toContain('Portal listening');
  const tables = await adminQuery<{ table_name: string }>(database, `select table_name from information_schema.tables where table_schema = 'public'`);
  expect(tables).toEqual([]);
}, 90_000);
