#!/usr/bin/env node
// `npm run bench:mail`: how fast the mail worker drains a bulk invitation, and how long a password reset asked
// for behind it waits. Not part of `npm test`; docs/performance.md has the figures of a run.
//
//   1. Builds the server when its build is older than its sources (as bench-lists.mjs does) and loads it.
//   2. Starts PostgreSQL (embedded, under .data/bench-mail-pg; or BENCH_DATABASE_URL), creates the database
//      bench_mail, migrates it and seeds the demo users.
//   3. Per transport, runs the real job queue (pg-boss, polling every JOB_POLL_SECONDS as production does) and the
//      real mail worker (workMailQueue) with the real mailer:
//        smtp    an in-process SMTP server (smtp-server) that accepts each message after BENCH_SMTP_DELAY_MS
//        outbox  no SMTP: the .eml files a laptop writes to its outbox
//      queues BENCH_INVITATIONS invitation mails in one transaction (the calls a bulk invite makes), then, once the
//      first are out, a password-reset mail in a transaction of its own (the calls a forgotten password makes).
//   4. Prints mails per second over the invitations, and the reset mail's delay from its commit to its delivery,
//      against the goals (>= 50 mails/s, reset within 5 s). Exits 0: it is a report.
//
// Settings (environment), defaults in brackets:
//   BENCH_INVITATIONS (1000), BENCH_SMTP_DELAY_MS (0), BENCH_TRANSPORTS (smtp,outbox), JOB_POLL_SECONDS (2)
//   BENCH_DATABASE_URL (a PostgreSQL server instead of the embedded one), BENCH_PG_PORT (5441), BENCH_NO_BUILD=1
import 'reflect-metadata';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildServerIfStale, root } from './stale-build.mjs';

const dist = path.join(root, 'server', 'dist');
const settings = {
  invitations: Number(process.env.BENCH_INVITATIONS ?? 1000),
  smtpDelayMs: Number(process.env.BENCH_SMTP_DELAY_MS ?? 0),
  transports: (process.env.BENCH_TRANSPORTS ?? 'smtp,outbox').split(','),
  pollSeconds: Number(process.env.JOB_POLL_SECONDS ?? 2),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 5441),
};
const GOALS = { mailsPerSecond: 50, resetSeconds: 5 };
const RESET_TO = 'prequal.viewer@example.com';
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startDatabase() {
  if (process.env.BENCH_DATABASE_URL) {
    const base = new URL(process.env.BENCH_DATABASE_URL);
    return { url: (db) => Object.assign(new URL(base), { pathname: `/${db}` }).href, stop: async () => {}, where: `${base.host} (BENCH_DATABASE_URL)` };
  }
  const { startEmbeddedPostgres } = await load('db/embedded.js');
  const embedded = await startEmbeddedPostgres(path.join(root, '.data', 'bench-mail-pg'), settings.pgPort);
  return { url: embedded.url, stop: () => embedded.stop(), where: `embedded PostgreSQL under .data/bench-mail-pg, port ${settings.pgPort}` };
}

async function prepareDatabase(db) {
  const admin = new pg.Client(db.url('postgres'));
  await admin.connect();
  try {
    await admin.query('drop database if exists bench_mail with (force)');
    await admin.query('create database bench_mail');
  } finally {
    await admin.end();
  }
  const { initOrm, migrate } = await load('db/orm.js');
  const { seedDemo } = await load('db/seeders/demo-seeder.js');
  const { MODULES } = await load('modules/index.js');
  const orm = await initOrm(db.url('bench_mail'), MODULES);
  await migrate(orm, MODULES);
  await seedDemo(MODULES, orm.em.fork());
  return orm;
}

/** An SMTP server in this process: the time each recipient's message was accepted. */
async function startSmtp() {
  const delivered = new Map();
  let sessions = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      sessions++;
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const accept = () => {
          for (const r of session.envelope.rcptTo) delivered.set(r.address, performance.now());
          callback();
        };
        if (settings.smtpDelayMs > 0) setTimeout(accept, settings.smtpDelayMs);
        else accept();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    deliveredAt: (to) => delivered.get(to),
    get count() {
      return delivered.size;
    },
    get sessions() {
      return sessions;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The outbox folder as a receiver: a file per message, its name ends with the recipient. */
function watchOutbox(dir) {
  const seen = new Map();
  const scan = () => {
    if (!existsSync(dir)) return;
    const now = performance.now();
    for (const name of readdirSync(dir)) if (!seen.has(name)) seen.set(name, now);
  };
  const timer = setInterval(scan, 20);
  return {
    deliveredAt(to) {
      scan();
      for (const [name, t] of seen) if (name.endsWith(`-${to}.eml`)) return t;
      return undefined;
    },
    get count() {
      scan();
      return seen.size;
    },
    sessions: null,
    stop: async () => clearInterval(timer),
  };
}

async function run(transport, orm, db, round) {
  const { createLogger } = await load('logger.js');
  const { JobQueue } = await load('jobs/job-queue.js');
  const { createMailer } = await load('integrations/mail/mailer.js');
  const { queueMail, queueBulkMail, workMailQueue } = await load('integrations/mail/mail-outbox.js');
  const { passwordResetMail } = await load('integrations/mail/templates.js');
  const { companyInvitationMail } = await load('modules/invitations/invitation-mail.js');
  const logger = createLogger('silent');
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'bench-mail-outbox-'));
  const receiver = transport === 'smtp' ? await startSmtp() : watchOutbox(outboxDir);
  const mailer = createMailer({ smtpUrl: transport === 'smtp' ? receiver.url : undefined, from: 'Bench <bench@portal.local>', outboxDir, logger });
  const jobs = await JobQueue.start({ databaseUrl: db.url('bench_mail'), logger, work: true, pollingIntervalSeconds: settings.pollSeconds, retryDelaySeconds: 30 });
  await workMailQueue(jobs, orm, mailer, 'bench.local');
  try {
    const to = (i) => `invitee-${round}-${i}@bench.test`;
    const t0 = performance.now();
    await orm.em.fork().transactional(async (tx) => {
      for (let i = 0; i < settings.invitations; i++) {
        await queueBulkMail(jobs, tx, companyInvitationMail(to(i), `Bench Company ${i}`, 'Prequal Admin', `https://portal.example.com/registration?token=${i}`, 30));
      }
    });
    const queued = performance.now();
    const cpuBefore = process.cpuUsage();
    // The reset is asked for once the worker is under way with the invitations, as a user would meet it.
    while (receiver.count < 20) await sleep(5);
    await orm.em
      .fork()
      .transactional((tx) => queueMail(jobs, tx, passwordResetMail(RESET_TO, 'Prequal Viewer', 'https://portal.example.com/reset-password?token=x', 30)));
    const resetAsked = performance.now();
    const invitationsWaiting = settings.invitations - Math.min(receiver.count, settings.invitations);
    let resetAt;
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      resetAt ??= receiver.deliveredAt(RESET_TO);
      if (receiver.count >= settings.invitations + 1 || Date.now() > deadline) break;
      await sleep(10);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const lastInvitation = Math.max(...Array.from({ length: settings.invitations }, (_, i) => receiver.deliveredAt(to(i)) ?? NaN));
    const seconds = (lastInvitation - queued) / 1000;
    return {
      transport,
      queueSeconds: (queued - t0) / 1000,
      mailsPerSecond: settings.invitations / seconds,
      drainSeconds: seconds,
      invitationsWaiting,
      resetSeconds: resetAt === undefined ? NaN : (resetAt - resetAsked) / 1000,
      sessions: receiver.sessions,
      // This process's CPU (worker, mailer and the receiving end) per mail: what a busy machine's figures stretch.
      cpuMsPerMail: (cpu.user + cpu.system) / 1000 / (settings.invitations + 1),
    };
  } finally {
    await jobs.stop(5000);
    mailer.close();
    await receiver.stop();
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

buildServerIfStale(console.log);
const db = await startDatabase();
console.log(`PostgreSQL: ${db.where}`);
const orm = await prepareDatabase(db);
const results = [];
try {
  for (const [i, transport] of settings.transports.entries()) {
    console.log(`${transport}: queueing ${settings.invitations} invitation mails, then a password reset behind them...`);
    results.push(await run(transport, orm, db, i));
  }
} finally {
  await orm.close();
  await db.stop();
}

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
console.log('');
console.log(
  `${settings.invitations} invitation mails, polling every ${settings.pollSeconds} s, SMTP server delay ${settings.smtpDelayMs} ms per message, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`,
);
console.log(
  '| transport | queued in (s) | sent in (s) | mails/s | invitations waiting when the reset was asked | reset delivered after (s) | SMTP connections | CPU ms per mail (this process) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.transport} | ${f(r.queueSeconds, 2)} | ${f(r.drainSeconds, 2)} | ${f(r.mailsPerSecond, 0)} | ${r.invitationsWaiting} | ${f(r.resetSeconds, 2)} | ${r.sessions ?? '-'} | ${f(r.cpuMsPerMail, 2)} |`,
  );
}
console.log('');
for (const r of results) {
  const rate = r.mailsPerSecond >= GOALS.mailsPerSecond ? 'met' : 'NOT met';
  const reset = r.resetSeconds <= GOALS.resetSeconds ? 'met' : 'NOT met';
  console.log(`${r.transport}: >= ${GOALS.mailsPerSecond} mails/s ${rate}; reset within ${GOALS.resetSeconds} s ${reset}`);
}
process.exit(0);
