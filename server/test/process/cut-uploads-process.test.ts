import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { faultOf, sendFault, spooledFilesAfterCleanup, type MultipartShape } from '../http/cut-multipart.js';
import { assertFreshBuild, startPortalProcess, PROCESS_TEST_TIMEOUT } from './portal-process.js';
import { adminQuery, createTestDatabase } from './admin-query.js';

/**
 * The built server as a deploy runs it (`node server/dist/main.js`, NODE_ENV=production) is sent the cut, stalled
 * and malformed uploads that once ended the process: it answers each, keeps serving, leaves no temporary file,
 * and its guard counted no unexpected error (the bodies are handled where they are read, not by the guard).
 */
const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cut-uploads-'));
const spoolDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cut-spool-'));
let child: ChildProcess | undefined;

beforeAll(async () => {
  assertFreshBuild(['main', 'config', 'app', 'uploads/read-multipart', 'rest/multipart', 'graphql/multipart-request', 'ops/process-guard']);
  await createTestDatabase(database, { template: inject('templateDatabase') });
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(spoolDir, { recursive: true, force: true });
});

const PDF = `%PDF-1.4\n${'x'.repeat(4000)}\n%%EOF`;
const draft: MultipartShape = { fields: [['mode', 'DRAFT']], file: { field: 'w9File', name: 'w9.pdf', content: PDF } };
const graphqlDraft: MultipartShape = {
  fields: [
    [
      'operations',
      JSON.stringify({ query: 'mutation ($f: Upload) { saveRegistrationDraft(input: { companyName: "Cut Co" }, w9File: $f) { __typename } }', variables: { f: null } }),
    ],
    ['map', JSON.stringify({ 0: ['variables.f'] })],
  ],
  file: { field: '0', name: 'w9.pdf', content: PDF },
};

it(
  'answers cut, stalled and malformed uploads and serves on',
  async () => {
    const started = await startPortalProcess({
      NODE_ENV: 'production',
      DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
      JWT_SECRET: 'cut-uploads-test-secret-cut-uploads-test-0123',
      // What production requires (config-check.ts); no workers run, so no mail is sent to the closed port.
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: 'smtp://127.0.0.1:9',
      STORAGE_DRIVER: 'disk',
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      JOB_WORKERS: 'false',
      // Five times the two-piece body's half-second pause, which must not count as a stall on a loaded machine.
      UPLOAD_IDLE_TIMEOUT_MS: '2500',
      // fs-capacitor spools to os.tmpdir(): a directory of this test's own.
      TMPDIR: spoolDir,
    });
    child = started.proc;
    const { url, lines } = started;

    const sent: [string, string, MultipartShape, string, Record<string, string>][] = [
      ['POST /api/v1/vendors', 'closing boundary missing', draft, 'BAD_USER_INPUT', {}],
      ['POST /api/v1/vendors', 'closing boundary missing, socket half-closed', draft, '', {}],
      ['POST /api/v1/vendors', 'two pieces half a second apart, then cut', draft, 'BAD_USER_INPUT', {}],
      ['POST /api/v1/vendors', 'connection reset mid-file', draft, '', {}],
      ['POST /api/v1/vendors', 'stalled mid-file', draft, 'REQUEST_TIMEOUT', {}],
      ['POST /api/v1/vendors', 'malformed part header', draft, 'BAD_USER_INPUT', {}],
      ['POST /graphql', 'closing boundary missing', graphqlDraft, 'BAD_USER_INPUT', { 'apollo-require-preflight': 'true' }],
      ['POST /graphql', 'stalled mid-file', graphqlDraft, 'REQUEST_TIMEOUT', { 'apollo-require-preflight': 'true' }],
    ];
    for (const [target, name, shape, code, headers] of sent) {
      const fault = faultOf(shape, name);
      const answer = await sendFault(url, target, fault, headers);
      expect(child.exitCode, `the server exited after ${target}: ${name}`).toBeNull();
      expect(fault.expect.status, `${target}: ${name}`).toContain(answer.status);
      if (code) expect(answer.body, `${target}: ${name}`).toContain(`"${code}"`);
      const health = await fetch(`${url}/health`).catch((err: Error) => ({ status: err.message }));
      expect(health.status, `after ${target}: ${name}`).toBe(200);
    }

    expect(child.exitCode).toBeNull();
    expect(await spooledFilesAfterCleanup(spoolDir)).toEqual([]);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain('process_unexpected_errors_total{kind="uncaughtException"} 0');
    expect(metrics).toContain('process_unexpected_errors_total{kind="unhandledRejection"} 0');
    expect(lines.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('unexpected'))).toEqual([]);
  },
  PROCESS_TEST_TIMEOUT,
);
