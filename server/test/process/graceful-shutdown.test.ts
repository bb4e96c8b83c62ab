import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { assertFreshBuild, startPortalProcess, PROCESS_TEST_TIMEOUT } from './portal-process.js';
import { slowDraftUpload, tryConnect } from '../http/slow-requests.js';
import { adminQuery, createTestDatabase } from './admin-query.js';

/** The built server as a deploy runs it (`node server/dist/main.js` against DATABASE_URL), stopped with SIGTERM while requests are under way. */
const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
let child: ChildProcess | undefined;

beforeAll(async () => {
  assertFreshBuild(['main', 'http-shutdown', 'config']);
  await createTestDatabase(database, { template: inject('templateDatabase') });
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

it(
  'on SIGTERM refuses new connections, finishes the requests under way, cuts off what outlives the grace and exits 0',
  async () => {
    const started = await startPortalProcess({
      DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret-0123',
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      // Time for the finishing upload's last part and its answer after the SIGTERM on a loaded CI machine (1.5 s was
      // not: it was cut off as well, "socket hang up"); the stalled one outlives any grace.
      SHUTDOWN_GRACE_MS: '8000',
    });
    const { proc, url, lines, logged, exited } = started;
    child = proc;

    const finishing = slowDraftUpload(url, 'Deploy Draft LLC');
    // Awaited below; this only keeps an early failure from also reporting an unhandled rejection.
    finishing.answer.catch(() => {});
    const stalled = slowDraftUpload(url, 'Stalled Draft LLC');
    const stalledOutcome = stalled.answer.then(
      () => 'answered',
      (err: NodeJS.ErrnoException) => err.code,
    );
    // Both requests' first parts have reached the server (the shutdown log below counts them).
    await Promise.all([finishing.sent, stalled.sent]);
    await new Promise((r) => setTimeout(r, 1000));

    proc.kill('SIGTERM');
    const stopping = await logged('shutting down');
    expect(stopping.inFlight).toBe(2);
    expect(await tryConnect(url)).toBe('ECONNREFUSED');

    finishing.finish();
    const answer = await finishing.answer;
    expect(answer.status).toBe(201);
    expect(answer.body.companyName).toBe('Deploy Draft LLC');

    expect(await stalledOutcome).toBe('ECONNRESET');
    expect(await exited).toBe(0);
    expect(lines.find((l) => l.msg?.startsWith('requests still running'))?.forced).toBe(1);
    expect(lines.at(-1)?.msg).toBe('stopped');

    const saved = await adminQuery<{ company_name: string }>(database, 'select company_name from vendor where company_name in (?)', [
      ['Deploy Draft LLC', 'Stalled Draft LLC'],
    ]);
    expect(saved.map((r) => r.company_name)).toEqual(['Deploy Draft LLC']);
  },
  PROCESS_TEST_TIMEOUT,
);
