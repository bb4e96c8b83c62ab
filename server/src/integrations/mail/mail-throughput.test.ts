import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { queueMail } from './mail-outbox.js';

/**
 * The mail worker against a real SMTP server whose pace the test sets: how many connections it opens, how many
 * messages are under way at once, what a bulk send does to a personal mail, and what one refused message does
 * to the others of its batch. Orders and counts only; the mail rate is measured by `npm run bench:mail`.
 */
interface Catcher {
  url: string;
  /** Recipients in the order their messages were accepted. */
  received: string[];
  connections: number;
  inFlight: number;
  maxInFlight: number;
  /** Each message is answered this long after it arrived. */
  holdMs: number;
  /** While set, messages wait for it before they are answered. */
  gate: Promise<void> | null;
  /** Recipients whose first message is refused with a temporary error. */
  refuseOnce: Set<string>;
  stop(): Promise<void>;
}

async function startCatcher(): Promise<Catcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      catcher.connections++;
      callback();
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      catcher.inFlight++;
      catcher.maxInFlight = Math.max(catcher.maxInFlight, catcher.inFlight);
      stream.resume();
      stream.on('end', () => {
        void (async () => {
          if (catcher.holdMs) await new Promise((r) => setTimeout(r, catcher.holdMs));
          if (catcher.gate) await catcher.gate;
          catcher.inFlight--;
          if (catcher.refuseOnce.delete(to)) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          catcher.received.push(to);
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const catcher: Catcher = {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: [],
    connections: 0,
    inFlight: 0,
    maxInFlight: 0,
    holdMs: 0,
    gate: null,
    refuseOnce: new Set(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return catcher;
}

let portal: TestPortal;
let catcher: Catcher;
beforeAll(async () => {
  catcher = await startCatcher();
  portal = await startTestPortal({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await portal?.stop();
  await catcher?.stop();
});
beforeEach(() => {
  Object.assign(catcher, { received: [], connections: 0, inFlight: 0, maxInFlight: 0, holdMs: 0, gate: null });
  catcher.refuseOnce.clear();
});

const count = (to: string) => catcher.received.filter((r) => r === to).length;
const jobsTo = (prefix: string) =>
  portal
    .em()
    .execute<{ to: string; state: string; retry_count: number }[]>(
      `select data->'payload'->>'to' as "to", state, retry_count from pgboss.job where name = 'mail' and data->'payload'->>'to' like ?`,
      [`${prefix}%`],
    );

describe('the mail worker', () => {
  it('sends a backlog several messages at once over a few pooled connections', async () => {
    catcher.holdMs = 30;
    const to = Array.from({ length: 40 }, (_, i) => `pooled-${i}@x.test`);
    await portal.em().transactional(async (tx) => {
      for (const address of to) await queueMail(portal.jobs, tx, { to: address, subject: 'Backlog', text: 'one of many' });
    });
    await expect.poll(() => catcher.received.length, { timeout: 30_000, interval: 100 }).toBe(to.length);
    // One at a time, each over a connection of its own, was the old way.
    expect(catcher.maxInFlight).toBeGreaterThan(1);
    expect(catcher.connections).toBeLessThanOrEqual(5);
    expect(to.every((address) => count(address) === 1)).toBe(true);
  });

  it('sends a password reset requested behind 200 invitations before the invitations are done', async () => {
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    let open!: () => void;
    catcher.gate = new Promise<void>((resolve) => (open = resolve));
    const rows = Array.from({ length: 200 }, (_, i) => `48-${String(i + 1).padStart(7, '0')},Bulk Co ${i},bulk-${i}@x.test`);
    const sent = await portal.restForm<{ invitedCount: number }>('POST', '/invitations', {
      files: { file: { name: 'companies.csv', content: `Tax ID,Company Name,Contact Email\n${rows.join('\n')}\n` } },
      token: admin,
    });
    expect(sent.body.invitedCount).toBe(200);
    // The worker is under way with the first invitations (held at the mail server) when the reset is asked for.
    await expect.poll(() => catcher.inFlight, { timeout: 10_000 }).toBeGreaterThan(0);
    const reset = DEMO_EMAILS.VENDOR_USER;
    expect((await portal.rest('POST', '/auth/forgot-password', { body: { email: reset } })).status).toBe(200);
    open();
    await expect.poll(() => count(reset), { timeout: 30_000, interval: 100 }).toBe(1);
    await expect.poll(() => catcher.received.length, { timeout: 30_000, interval: 100 }).toBe(201);
    const invitationsBefore = catcher.received.indexOf(reset);
    expect(invitationsBefore).toBeLessThan(200);
  }, 90_000);

  it('retries a refused message alone: the rest of its batch is sent once and not retried', async () => {
    const to = Array.from({ length: 10 }, (_, i) => `batch-${i}@x.test`);
    catcher.refuseOnce.add('batch-3@x.test');
    await portal.em().transactional(async (tx) => {
      for (const address of to) await queueMail(portal.jobs, tx, { to: address, subject: 'Batch', text: 'one of a batch' });
    });
    await expect.poll(() => count('batch-3@x.test'), { timeout: 20_000, interval: 100 }).toBe(1);
    await expect.poll(async () => (await jobsTo('batch-')).every((j) => j.state === 'completed'), { timeout: 10_000 }).toBe(true);
    const jobs = await jobsTo('batch-');
    expect(Object.fromEntries(jobs.map((j) => [j.to, j.retry_count]))).toEqual(Object.fromEntries(to.map((a) => [a, a === 'batch-3@x.test' ? 1 : 0])));
    expect(to.map(count)).toEqual(to.map(() => 1));
  });
});
