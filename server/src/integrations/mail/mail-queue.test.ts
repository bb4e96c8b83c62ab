import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestPortal, type TestPortal } from '../../../test/harness.js';

const jobsOf = (portal: TestPortal, to: string) =>
  portal
    .em()
    .execute<{ id: string; state: string; retry_count: number }[]>(`select id, state, retry_count from pgboss.job where name = 'mail' and data->'payload'->>'to' = ?`, [
      to,
    ]);

describe('the mail queue', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.stop());

  it('a rolled-back change leaves no mail: the job is written by its transaction', async () => {
    const before = await portal.em().execute<{ n: string }[]>(`select count(*) as n from pgboss.job where name = 'mail'`);
    await expect(
      portal.em().transactional(async (tx) => {
        await portal.jobs.send(tx, 'mail', { to: 'rolled.back@example.com', subject: 'never', text: 'never' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const after = await portal.em().execute<{ n: string }[]>(`select count(*) as n from pgboss.job where name = 'mail'`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses to write a job outside a transaction', async () => {
    await expect(portal.jobs.send(portal.em(), 'mail', { to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow(/inside the transaction/);
  });

  it('a job retried after its mail went out does not send it again', async () => {
    const to = DEMO_EMAILS.PREQUAL_VIEWER;
    expect((await portal.rest('POST', '/auth/forgot-password', { body: { email: to } })).status).toBe(200);
    await portal.mail.waitFor(to, /Reset/);
    const [job] = await jobsOf(portal, to);
    await expect.poll(async () => (await jobsOf(portal, to))[0]?.state, { timeout: 10_000 }).toBe('completed');
    // As if the worker died after the mail server's answer and before the job was marked done: failed, then retried.
    await portal.em().execute(`update pgboss.job set state = 'failed' where id = ?`, [job!.id]);
    await portal.jobs.boss.retry('mail', job!.id);
    portal.jobs.wake('mail');
    await expect.poll(async () => (await jobsOf(portal, to))[0]?.state, { timeout: 10_000 }).toBe('completed');
    expect(portal.mail.messages.filter((m) => m.to && JSON.stringify(m.to).includes(to))).toHaveLength(1);
  });

  it('an idempotency key writes its job once however often the change repeats', async () => {
    const send = () =>
      portal.em().transactional((tx) => portal.jobs.send(tx, 'mail', { to: 'keyed@example.com', subject: 'Once', text: 'once' }, { key: 'test:keyed-once' }));
    const first = await send();
    const second = await send();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeNull();
    await portal.mail.waitFor('keyed@example.com', /Once/);
    expect(await jobsOf(portal, 'keyed@example.com')).toHaveLength(1);
  });
});

describe('a mail server that refuses for a while', () => {
  let portal: TestPortal;
  let smtp: SMTPServer;
  let refusals = 0;
  const received: string[] = [];
  beforeAll(async () => {
    // Refuses the first two deliveries with a temporary error, as a mail server restarting or throttling does.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          if (refusals < 2) {
            refusals++;
            const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(err);
          }
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    portal = await startTestPortal({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await portal?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('answers the request at once, retries with backoff and delivers the mail once', async () => {
    const to = DEMO_EMAILS.PREQUAL_REVIEWER;
    expect((await portal.rest('POST', '/auth/forgot-password', { body: { email: to } })).status).toBe(200);
    await expect.poll(() => received, { timeout: 20_000, interval: 200 }).toEqual([to]);
    expect(refusals).toBe(2);
    // The worker settles the job after the server has taken the mail: wait for that, then look at its retries.
    await expect.poll(async () => (await jobsOf(portal, to))[0]?.state, { timeout: 10_000, interval: 100 }).toBe('completed');
    const [job] = await jobsOf(portal, to);
    expect(job).toMatchObject({ state: 'completed', retry_count: 2 });
  });
});
