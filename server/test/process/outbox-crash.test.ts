import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { initOrm } from '../../src/db/orm.js';
import { MODULES } from '../../src/modules/index.js';
import { DEMO_EMAILS } from '../harness.js';
import { startMailCatcher, type MailCatcher } from '../fakes/mail-catcher.js';
import { adminQuery, createTestDatabase } from './admin-query.js';
import { assertFreshBuild, startPortalProcess, type PortalProcess, PROCESS_TEST_TIMEOUT } from './portal-process.js';

/**
 * Issue 10's done-when: the server dies between a commit and its mail, and the mail still arrives, once.
 * The first process serves the request but runs no jobs (JOB_WORKERS=false, a web-only replica), so it is
 * certainly killed after the commit and before any send; the second, started on the same database, works the queue.
 */
const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
const running: PortalProcess[] = [];
let mail: MailCatcher;

const query = async <T>(sql: string): Promise<T[]> => {
  const orm = await initOrm(`${inject('pgServerUrl')}/${database}`, MODULES);
  try {
    return await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
};

beforeAll(async () => {
  assertFreshBuild(['main', 'jobs/job-queue', 'integrations/mail/mail-outbox']);
  await createTestDatabase(database, { template: inject('templateDatabase') });
  mail = await startMailCatcher();
});

afterAll(async () => {
  for (const p of running) p.proc.kill('SIGKILL');
  await mail?.stop();
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const envOf = (extra: Record<string, string>) => ({
  DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
  JWT_SECRET: 'outbox-test-secret-outbox-test-secret-0123456',
  DATA_DIR: dataDir,
  CLIENT_DIST: path.join(dataDir, 'no-client'),
  SMTP_URL: mail.url,
  JOB_POLL_SECONDS: '0.5',
  ...extra,
});

it(
  'a mail committed by a process killed before sending it is sent once by the next process',
  async () => {
    const first = await startPortalProcess(envOf({ JOB_WORKERS: 'false', SEED_DEMO: 'true' }));
    running.push(first);
    const to = DEMO_EMAILS.VENDOR_ADMIN;
    const res = await fetch(`${first.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'outbox-crash-test' },
      body: JSON.stringify({ email: to }),
    });
    expect(res.status).toBe(200);
    // Committed: the reset token and its mail job, together.
    const [job] = await query<{ state: string; request_id: string }>(`select state, data->>'requestId' as request_id from pgboss.job where name = 'mail'`);
    expect(job).toEqual({ state: 'created', request_id: 'outbox-crash-test' });

    first.proc.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(mail.messages).toHaveLength(0);

    const second = await startPortalProcess(envOf({ JOB_WORKERS: 'true' }));
    running.push(second);
    const sent = await mail.waitFor(to, /Reset your Prequalification Portal password/, 30_000);
    expect(sent.text).toMatch(/token=/);
    // The Message-ID is the job's, so a copy sent again after a lost answer would be the same message.
    expect(sent.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);

    // Once: give the worker time to (wrongly) send it again.
    await new Promise((r) => setTimeout(r, 3000));
    expect(mail.messages.filter((m) => m.subject === sent.subject)).toHaveLength(1);
    const [delivery] = await query<{ n: string }>('select count(*) as n from mail_delivery');
    expect(Number(delivery!.n)).toBe(1);
    // The job's log line carries the request that caused it.
    const done = await second.logged('job done');
    expect(done).toMatchObject({ reqId: 'outbox-crash-test', job: { queue: 'mail' } });

    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  },
  PROCESS_TEST_TIMEOUT,
);
