import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { failedJob } from '../../../test/fixtures/job-fixtures.js';

/**
 * /admin/jobs. A portal without workers (JOB_WORKERS=false), so a job stays where the test puts
 * it: written, fetched and failed through pg-boss itself as a worker would, then listed, counted and retried.
 */
let portal: TestPortal;
let admin: string;

const RESET_LINK = 'http://portal.test/prequalification?token=secret-reset-token-123';
const LIST = `query($s:JobState,$q:String,$p:Int,$l:Int){ backgroundJobs(options: { state:$s, queue:$q, page:$p, limit:$l }){ totalCount
  jobs: items { id queue state retryCount retryLimit createdOn startedOn completedOn startAfter error summary requestId } } }`;
const RETRY = 'mutation($q:String!,$id:ID!){ retryJob(queue:$q, id:$id){ id state retryCount retryLimit } }';

beforeAll(async () => {
  portal = await startTestPortal({ JOB_WORKERS: 'false' });
  admin = await portal.tokenFor('SYSTEM_ADMIN');
});
afterAll(() => portal?.stop());

describe('the background jobs list', () => {
  let mailJob: string;
  let crmJob: string;

  beforeAll(async () => {
    mailJob = await failedJob(portal, {
      held: false,
      payload: { to: 'alice.smith@example.com', subject: 'Reset your password', text: `Open ${RESET_LINK}`, html: `<a href="${RESET_LINK}">Reset</a>` },
      message: `550 No such user alice.smith@example.com (see ${RESET_LINK})`,
    });
    crmJob = await failedJob(portal, { held: false, queue: 'crm-sync', payload: { vendorId: portal.users.VENDOR_ADMIN.vendor!.id }, message: 'CRM answered 503' });
  });

  it('lists failed jobs newest first with a safe summary and the error message only', async () => {
    const { body } = await portal.gql(LIST, { s: 'FAILED' }, admin);
    expect(body.errors).toBeUndefined();
    const { jobs, totalCount } = body.data.backgroundJobs;
    expect(totalCount).toBe(2);
    expect(jobs.map((j: { id: string }) => j.id)).toEqual([crmJob, mailJob]);
    const mail = jobs[1];
    expect(mail).toMatchObject({ queue: 'mail', state: 'FAILED', retryCount: 0, retryLimit: 0, requestId: 'req-test-1' });
    expect(mail.summary).toBe('To: a***@example.com — Reset your password');
    expect(mail.error).toBe('550 No such user a***@example.com (see http://portal.test/prequalification?…)');
    expect(mail.startedOn).not.toBeNull();
    expect(mail.completedOn).not.toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/secret-reset-token|alice\.smith|stack/);
    expect(jobs[0]).toMatchObject({ queue: 'crm-sync', summary: `Company ${portal.users.VENDOR_ADMIN.vendor!.id}`, error: 'CRM answered 503' });
  });

  it('shows failed and retrying jobs by default, filters by queue and state, and pages in SQL', async () => {
    const all = await portal.rest('GET', '/admin/jobs', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(2);
    const mailOnly = await portal.rest('GET', '/admin/jobs?queue=mail&state=failed', { token: admin });
    expect(mailOnly.body.jobs.map((j: { id: string }) => j.id)).toEqual([mailJob]);
    const page2 = await portal.rest('GET', '/admin/jobs?state=FAILED&limit=1&page=2', { token: admin });
    expect(page2.body).toMatchObject({ totalCount: 2, jobs: [{ id: mailJob }] });
    const past = await portal.rest('GET', '/admin/jobs?state=failed&limit=1&page=3', { token: admin });
    expect(past.body).toEqual({ jobs: [], totalCount: 2 });
    const none = await portal.rest('GET', '/admin/jobs?state=running', { token: admin });
    expect(none.body).toEqual({ jobs: [], totalCount: 0 });
  });

  it('refuses an unknown state, queue or page size', async () => {
    for (const query of ['state=lost', 'queue=mail-dead', 'limit=101', 'page=0']) {
      const answer = await portal.rest('GET', `/admin/jobs?${query}`, { token: admin });
      expect(answer.status, query).toBe(400);
    }
    const { body } = await portal.gql(LIST, { q: 'nope' }, admin);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts each queue by state', async () => {
    const { body } = await portal.gql('{ queueCounts { queue queued running retrying failed completed } }', {}, admin);
    const byQueue = Object.fromEntries(body.data.queueCounts.map((c: { queue: string }) => [c.queue, c]));
    expect(Object.keys(byQueue)).toEqual([
      'mail',
      'crm-sync',
      'renewal-scan',
      'document-expiry-scan',
      'insurance-expiry-scan',
      'stalled-vendor-scan',
      'overdue-review-scan',
      'purge',
      'webhook-delivery',
      'approval-letter',
      'score-refresh',
    ]);
    expect(byQueue.mail.failed).toBe(1);
    expect(byQueue['crm-sync'].failed).toBe(1);
    const rest = await portal.rest('GET', '/admin/jobs/counts', { token: admin });
    expect(rest.body.queues).toEqual(body.data.queueCounts);
  });
});

describe('Retry', () => {
  it('puts a failed job back in its queue for one more try, audited, and a worker can take it again', async () => {
    const id = await failedJob(portal, { held: false });
    const { body } = await portal.gql(RETRY, { q: 'mail', id }, admin);
    expect(body.errors).toBeUndefined();
    expect(body.data.retryJob).toEqual({ id, state: 'RETRYING', retryCount: 0, retryLimit: 1 });

    const listed = await portal.rest('GET', '/admin/jobs?state=retrying&queue=mail', { token: admin });
    expect(listed.body.jobs.map((j: { id: string }) => j.id)).toContain(id);

    const [entry] = await portal.em().find(AuditLog, { action: 'JOB_RETRIED', entityId: id });
    expect(entry).toMatchObject({ entityType: 'BackgroundJob', performedById: portal.users.SYSTEM_ADMIN.id });
    expect(entry!.changes).toMatchObject({
      queue: 'mail',
      summary: 'To: p***@example.com — Your registration was received',
      state: { from: 'FAILED', to: 'RETRYING' },
    });

    // Queued again for real: the next fetch of the queue hands it out (its retry is due at once).
    const [again] = await portal.jobs.boss.fetch('mail');
    expect(again?.id).toBe(id);
  });

  it('retries over REST, and refuses a job that is not failed with 409 and a clear message', async () => {
    const id = await failedJob(portal, { held: false, queue: 'crm-sync', payload: { vendorId: portal.users.VENDOR_ADMIN.vendor!.id } });
    const first = await portal.rest('POST', `/admin/jobs/crm-sync/${id}/retry`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, state: 'RETRYING' });
    const [entry] = await portal.em().find(AuditLog, { action: 'JOB_RETRIED', entityId: id });
    expect(entry!.vendorId).toBe(portal.users.VENDOR_ADMIN.vendor!.id);

    const second = await portal.rest('POST', `/admin/jobs/crm-sync/${id}/retry`, { token: admin });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Only a failed job can be retried; this job is retrying.');
    const viaGraphql = await portal.gql(RETRY, { q: 'crm-sync', id }, admin);
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: 'Only a failed job can be retried; this job is retrying.', extensions: { code: 'CONFLICT' } });
    expect(await portal.em().count(AuditLog, { action: 'JOB_RETRIED', entityId: id })).toBe(1);
  });

  it('answers 404 for a job that does not exist (or is in another queue) and 400 for a malformed id', async () => {
    const id = await failedJob(portal, { held: false });
    expect((await portal.rest('POST', `/admin/jobs/crm-sync/${id}/retry`, { token: admin })).status).toBe(404);
    expect((await portal.rest('POST', '/admin/jobs/mail/00000000-0000-4000-8000-000000000000/retry', { token: admin })).status).toBe(404);
    expect((await portal.rest('POST', '/admin/jobs/mail/not-a-job/retry', { token: admin })).status).toBe(400);
  });
});
