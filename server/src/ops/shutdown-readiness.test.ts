import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { assertFreshBuild, startPortalProcess, PROCESS_TEST_TIMEOUT, type PortalProcess } from '../../test/process/portal-process.js';
import { tryConnect } from '../../test/http/slow-requests.js';
import { adminQuery, createTestDatabase } from '../../test/process/admin-query.js';

/** The built server stopped with SIGTERM behind a load balancer: not ready at once, serving on for SHUTDOWN_DELAY_MS, then closed. */
const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-ready-'));
let portal: PortalProcess | undefined;

beforeAll(async () => {
  assertFreshBuild(['main', 'app', 'config', 'ops/health-routes']);
  await createTestDatabase(database, { template: inject('templateDatabase') });
});
afterAll(async () => {
  portal?.proc.kill('SIGKILL');
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

// The delay is long enough for the three requests below on a loaded CI machine (1.5 s was not: the portal closed
// before the test's requests were in); the test's timeout covers a slow start (PROCESS_TEST_TIMEOUT).
const DELAY_MS = 6000;

it(
  'answers /ready with 503 from the SIGTERM on, keeps serving for SHUTDOWN_DELAY_MS, then refuses connections and exits 0',
  { timeout: PROCESS_TEST_TIMEOUT },
  async () => {
    portal = await startPortalProcess({
      DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
      JWT_SECRET: 'ready-test-secret-ready-test-secret-0123456789',
      DATA_DIR: dataDir,
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      JOB_WORKERS: 'false',
    });
    const { url } = portal;
    expect((await fetch(`${url}/ready`)).status).toBe(200);

    const signalled = Date.now();
    portal.proc.kill('SIGTERM');
    await portal.logged('not ready');
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting down' });
    // New connections are still taken and answered: the load balancer may not have taken this replica out yet.
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const gql = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(await gql.json()).toEqual({ data: { __typename: 'Query' } });

    await portal.logged('shutting down');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DELAY_MS - 100);
    expect(await tryConnect(url)).toBe('ECONNREFUSED');
    expect(await portal.exited).toBe(0);
  },
);
