#!/usr/bin/env node
// `npm run bench:auth`: sign-in and a 25 MiB upload through the real portal, each against its floor, in one run.
// Not part of `npm test`; docs/performance.md ("Sign-in and uploads") has the method and the figures.
//
//   1. Builds the server when its build is older than its sources, and runs a snapshot of that build.
//   2. Starts PostgreSQL (embedded, under .data/bench-auth-pg; or BENCH_DATABASE_URL) with a fresh database, and
//      the portal as deployed: `node server/dist/main.js` (NODE_ENV=production, LOG_LEVEL=info to a log file,
//      disk storage, job workers, mail to an SMTP server that drops it), which migrates and seeds the demo users.
//   3. Sign-in: N sign-ins of vendor.admin@example.com, one at a time (POST /api/v1/auth/login), interleaved with
//      N bare argon2id verifications of the same stored hash (the portal's @node-rs/argon2, the hash carries its
//      parameters) in this process; p50/p95 of each and the ratio of the p50s (goal <= 1.3x).
//   4. Uploads: a 25 MiB W-9 in an anonymous draft (POST /api/v1/vendors, multipart, mode=DRAFT), paired with the
//      same body sent to a bare node:http server that streams it to disk; the median speed ratio (goal >= 0.8x).
//      Then the bytes one upload writes (/proc/<portal>/io) against the file's size, and the portal's RSS growth
//      under 5 concurrent uploads. Twice: the portal on disk storage, then a second portal (same database) on S3
//      storage against an S3 server (s3rver) in this process, its objects under .data/bench-auth/s3.
//
// Settings (environment), defaults in brackets:
//   BENCH_LOGINS (40), BENCH_UPLOADS (8), BENCH_UPLOAD_MIB (25), BENCH_CONCURRENT_UPLOADS (5)
//   BENCH_LOG_LEVEL (info)          the portal's LOG_LEVEL
//   BENCH_DATABASE_URL              a PostgreSQL server instead of the embedded one (its bench_auth database is
//                                   dropped and recreated); BENCH_PG_PORT (5441) for the embedded one
//   BENCH_NO_BUILD=1                measure server/dist as it is
//   BENCH_SERVER_DIST               another build's server/dist (its common/dist two levels up), e.g. an older
//                                   commit's, to compare before and after in back-to-back runs
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { buildServerIfStale, newest, root } from './stale-build.mjs';
import { freePort } from './bench/free-port.mjs';
import { cpuMs, postmasterPid } from './bench/machine-share.mjs';
import { pdfOfSize, post, registrationBody } from './bench/registration-upload.mjs';

const work = path.join(root, '.data', 'bench-auth');
const num = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${name} must be a positive whole number`);
  return v;
};
const settings = {
  logins: num('BENCH_LOGINS', 40),
  uploads: num('BENCH_UPLOADS', 8),
  uploadBytes: num('BENCH_UPLOAD_MIB', 25) * 1024 * 1024,
  concurrent: num('BENCH_CONCURRENT_UPLOADS', 5),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  pgPort: num('BENCH_PG_PORT', 5441),
};
const LOGIN = { email: 'vendor.admin@example.com', password: 'DemoPass#2026' };
const output = [];
const say = (...lines) => {
  for (const line of lines) {
    console.log(line.trimEnd());
    output.push(line.trimEnd());
  }
};
const children = new Set();
const cleanups = [];

// ---------------------------------------------------------------------------------------------------------
// Small helpers.

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo);
};
const ms = (x) => `${x.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** /proc/<pid>/io as numbers (rchar, wchar, read_bytes, write_bytes, cancelled_write_bytes, ...). */
function procIo(pid) {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(/:\s*/))
      .map(([k, v]) => [k, Number(v)]),
  );
}
const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Bytes below `dir` (du -sb), 0 when it does not exist. */
function dirBytes(dir) {
  return new Promise((resolve) => {
    let out = '';
    const p = spawn('du', ['-sb', dir]);
    p.stdout.on('data', (d) => (out += d));
    p.on('error', () => resolve(0));
    p.on('close', () => resolve(Number(out.split('\t')[0]) || 0));
  });
}

// ---------------------------------------------------------------------------------------------------------
// 1. The build, and a snapshot of it (a rebuild during the run changes nothing under it).

function buildAndSnapshot() {
  const other = process.env.BENCH_SERVER_DIST && path.resolve(process.env.BENCH_SERVER_DIST);
  if (!other) buildServerIfStale(say);
  const serverDist = other || path.join(root, 'server', 'dist');
  const commonDir = path.join(serverDist, '..', '..', 'common');
  const snapshot = path.join(work, 'build');
  rmSync(snapshot, { recursive: true, force: true });
  cpSync(serverDist, path.join(snapshot, 'server-dist'), { recursive: true });
  const common = path.join(snapshot, 'node_modules', '@portal', 'common');
  cpSync(path.join(commonDir, 'dist'), path.join(common, 'dist'), { recursive: true });
  cpSync(path.join(commonDir, 'package.json'), path.join(common, 'package.json'));
  return path.join(snapshot, 'server-dist');
}

// ---------------------------------------------------------------------------------------------------------
// 2. PostgreSQL, and the portal as deployed.

/** The embedded PostgreSQL's postmaster (its backends are its children), for their CPU time. */
let pgPid = null;

async function startDatabase(serverDist) {
  let url;
  if (process.env.BENCH_DATABASE_URL) {
    const base = new URL(process.env.BENCH_DATABASE_URL);
    url = (db) => Object.assign(new URL(base), { pathname: `/${db}` }).href;
  } else {
    const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(serverDist, 'db', 'embedded.js')).href);
    const dir = path.join(root, '.data', 'bench-auth-pg');
    const embedded = await startEmbeddedPostgres(dir, settings.pgPort);
    cleanups.push(() => embedded.stop());
    url = embedded.url;
    pgPid = postmasterPid(dir);
  }
  const admin = new pg.Client(url('postgres'));
  await admin.connect();
  try {
    await admin.query('drop database if exists bench_auth with (force)');
    await admin.query('create database bench_auth');
  } finally {
    await admin.end();
  }
  return url('bench_auth');
}

/** An SMTP server that takes every mail and drops it: the portal's mail worker sends as a deployment's does. */
async function startSmtpSink() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `smtp://127.0.0.1:${server.server.address().port}`;
}

/** An S3 server (s3rver) in this process, its objects under `dir`; the portal's S3_* settings for it. */
async function startS3Server(dir) {
  rmSync(dir, { recursive: true, force: true });
  const bucket = 'bench-files';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  cleanups.push(async () => {
    server.httpServer?.closeAllConnections();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  // s3rver checks signatures against this fixed key pair.
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** The portal as deployed; `storageEnv` replaces its disk storage (e.g. the S3 settings), `name` its folder under .data/bench-auth. */
async function startPortal(serverDist, databaseUrl, { storageEnv = { STORAGE_DRIVER: 'disk' }, name = 'data' } = {}) {
  const port = await freePort();
  const smtpUrl = await startSmtpSink();
  const dataDir = path.join(work, name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(work, `portal-${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtpUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'true',
      LOG_LEVEL: settings.logLevel,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...storageEnv,
      CRM_MODE: 'simulator',
      SHUTDOWN_DELAY_MS: '0',
    },
  });
  closeSync(fd);
  children.add(child);
  child.once('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode}) while starting; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`the portal did not answer /ready within 90 s; see ${logFile}`);
    const ready = await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(200);
  }
  return { child, url, dataDir, logFile };
}

function startBaseline(uploadDir) {
  const child = fork(path.join(import.meta.dirname, 'bench', 'stream-to-disk-server.mjs'), [], {
    env: { ...process.env, BENCH_UPLOAD_DIR: uploadDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the upload baseline exited (${code}) while starting`)));
    child.once('message', (m) => resolve({ child, url: `http://127.0.0.1:${m.port}` }));
  });
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------------
// 3. Sign-in against a bare argon2id verify.

async function measureSignIn(portal, databaseUrl, agent) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  const { rows } = await client.query('select password_hash from app_user where email = $1', [LOGIN.email]);
  await client.end();
  const hash = rows[0].password_hash;
  const body = { body: Buffer.from(JSON.stringify(LOGIN)), contentType: 'application/json' };
  const signIn = async () => {
    const a = await post(`${portal.url}/api/v1/auth/login`, body, agent);
    if (a.status !== 200 || !JSON.parse(a.text).access_token) throw new Error(`sign-in answered ${a.status}: ${a.text}`);
    return a.ms;
  };
  let bareCpuMicros = 0;
  const bare = async () => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    if (!(await verify(hash, LOGIN.password))) throw new Error('the bare verify refused the password');
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    bareCpuMicros += used.user + used.system;
    return ms;
  };
  // Warm-up: connections, the JIT, the pools.
  for (let i = 0; i < 5; i++) {
    await signIn();
    await bare();
  }
  const portalMs = [];
  const bareMs = [];
  bareCpuMicros = 0;
  // CPU time over the loop: the portal is idle while the bare verify runs here, so its share is the sign-ins'.
  const cpu0 = { portal: cpuMs([portal.child.pid]), pg: pgPid && cpuMs([pgPid]) };
  for (let i = 0; i < settings.logins; i++) {
    // Alternating which goes first, so drift on the machine falls on both alike.
    if (i % 2) {
      portalMs.push(await signIn());
      bareMs.push(await bare());
    } else {
      bareMs.push(await bare());
      portalMs.push(await signIn());
    }
  }
  const perSignIn = (k, root) => (root && cpu0[k] !== null ? ((cpuMs([root]) - cpu0[k]) / settings.logins).toFixed(1) : 'n/a');
  const cpuLine = `CPU per sign-in: portal ${perSignIn('portal', portal.child.pid)} ms + PostgreSQL ${perSignIn('pg', pgPid)} ms; per bare verify ${(bareCpuMicros / 1000 / settings.logins).toFixed(1)} ms (/proc, 10 ms ticks summed over the loop)`;
  const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  const p50 = quantile(portalMs, 0.5) / quantile(bareMs, 0.5);
  say(
    '',
    `== Sign-in: ${settings.logins} sign-ins one at a time (POST /api/v1/auth/login, ${LOGIN.email}), interleaved with ${settings.logins} bare verifies ==`,
    `argon2id m=${params?.[1]} KiB, t=${params?.[2]}, p=${params?.[3]} (the stored hash's own parameters)`,
    `portal sign-in     p50 ${ms(quantile(portalMs, 0.5))}  p95 ${ms(quantile(portalMs, 0.95))}  min ${ms(Math.min(...portalMs))}`,
    `bare argon2 verify p50 ${ms(quantile(bareMs, 0.5))}  p95 ${ms(quantile(bareMs, 0.95))}  min ${ms(Math.min(...bareMs))}`,
    `sign-in / verify (p50): ${p50.toFixed(2)}x   goal <= 1.3x: ${p50 <= 1.3 ? 'PASS' : 'FAIL'}`,
    cpuLine,
  );
}

// ---------------------------------------------------------------------------------------------------------
// 4. A 25 MiB upload against a bare stream to disk.

/** `storage`: what the portal stores on ('disk' or 'S3'); `storeDir`: the folder its objects land in. */
async function measureUploads(portal, baseline, agent, storage, storeDir) {
  const file = pdfOfSize(settings.uploadBytes);
  const portalUrl = `${portal.url}/api/v1/vendors`;
  const portalUpload = async () => {
    const a = await post(portalUrl, registrationBody(file), agent);
    if (a.status !== 201) throw new Error(`POST /api/v1/vendors answered ${a.status}: ${a.text.slice(0, 500)}`);
    return a;
  };
  const baseUpload = async () => {
    const a = await post(baseline.url, registrationBody(file), agent);
    if (a.status !== 201) throw new Error(`the baseline answered ${a.status}: ${a.text}`);
    return a;
  };
  // Warm-up: one of each.
  await portalUpload();
  await baseUpload();

  const pairs = [];
  for (let i = 0; i < settings.uploads; i++) {
    const first = i % 2 ? portalUpload : baseUpload;
    const second = i % 2 ? baseUpload : portalUpload;
    const a = await first();
    const b = await second();
    const [p, base] = i % 2 ? [a.ms, b.ms] : [b.ms, a.ms];
    pairs.push({ portal: p, base, speed: base / p });
  }
  const speed = quantile(
    pairs.map((x) => x.speed),
    0.5,
  );
  const mib = settings.uploadBytes / 1024 / 1024;
  say(
    '',
    `== Upload on ${storage} storage: ${mib} MiB W-9 in an anonymous draft (POST /api/v1/vendors, multipart, mode=DRAFT), ${settings.uploads} pairs with a bare stream to disk ==`,
    `portal             median ${(
      quantile(
        pairs.map((x) => x.portal),
        0.5,
      ) / 1000
    ).toFixed(3)} s   (${pairs.map((x) => (x.portal / 1000).toFixed(2)).join(' ')})`,
    `bare stream-to-disk median ${(
      quantile(
        pairs.map((x) => x.base),
        0.5,
      ) / 1000
    ).toFixed(3)} s   (${pairs.map((x) => (x.base / 1000).toFixed(2)).join(' ')})`,
    `portal (${storage}) speed / bare (median of the pairs): ${speed.toFixed(2)}x   goal >= 0.8x: ${speed >= 0.8 ? 'PASS' : 'FAIL'}`,
  );

  // Bytes written for one upload: by the portal process (/proc/<pid>/io; write_bytes counts pages dirtied for
  // the disk, cancelled_write_bytes those of a file deleted before they reached it), and the folders' growth.
  const pid = portal.child.pid;
  const filesBefore = await dirBytes(storeDir);
  await sleep(1000);
  const io0 = procIo(pid);
  await portalUpload();
  await sleep(1000);
  const io1 = procIo(pid);
  const filesAfter = await dirBytes(storeDir);
  const d = (k) => io1[k] - io0[k];
  const ratio = d('write_bytes') / settings.uploadBytes;
  say(
    `one upload of ${mb(settings.uploadBytes)}: the portal process wrote ${mb(d('write_bytes'))} for the disk (write_bytes; ${ratio.toFixed(2)}x the file; ` +
      `goal <= 1.1x: ${ratio <= 1.1 ? 'PASS' : 'FAIL'}), of which ${mb(d('cancelled_write_bytes'))} deleted before reaching it; ` +
      `${mb(d('wchar'))} through write calls (wchar, sockets and log included); ${storage === 'disk' ? 'storage folder' : "the S3 server's folder"} +${mb(filesAfter - filesBefore)}`,
  );

  // Memory under concurrent uploads: the portal's RSS sampled every 20 ms.
  await sleep(500);
  const rss0 = rssBytes(pid);
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
  const started = performance.now();
  await Promise.all(Array.from({ length: settings.concurrent }, () => portalUpload()));
  const wall = performance.now() - started;
  clearInterval(sampler);
  await sleep(500);
  const rss1 = rssBytes(pid);
  say(
    `${settings.concurrent} concurrent uploads (${storage}) in ${(wall / 1000).toFixed(2)} s: portal RSS ${mb(rss0)} before, peak ${mb(peak)} (+${mb(peak - rss0)}), ` +
      `${mb(rss1)} 0.5 s after (+${mb(rss1 - rss0)})`,
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(work, { recursive: true });
  const cpus = os.cpus();
  say(
    `bench:auth: Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.split(' ').slice(0, 2).join(' ')}), ${Math.round(os.totalmem() / 2 ** 30)} GB; ` +
      `portal NODE_ENV=production LOG_LEVEL=${settings.logLevel}, disk storage, then S3 storage (s3rver in this process); 1-minute load average ${os.loadavg()[0].toFixed(2)}`,
  );
  const serverDist = buildAndSnapshot();
  say(`server build: ${process.env.BENCH_SERVER_DIST ?? 'server/dist'}, of ${new Date(newest(serverDist)).toISOString()}`);
  const databaseUrl = await startDatabase(serverDist);
  const portal = await startPortal(serverDist, databaseUrl);
  const uploadDir = path.join(work, 'baseline-uploads');
  rmSync(uploadDir, { recursive: true, force: true });
  const baseline = await startBaseline(uploadDir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const logs = [portal.logFile];
  try {
    await measureSignIn(portal, databaseUrl, agent);
    await measureUploads(portal, baseline, agent, 'disk', path.join(portal.dataDir, 'files'));
    // The same uploads on S3: the disk portal stops first, so one portal runs at a time.
    await stopChild(portal.child);
    rmSync(path.join(portal.dataDir, 'files'), { recursive: true, force: true });
    const s3Dir = path.join(work, 's3');
    const onS3 = await startPortal(serverDist, databaseUrl, { storageEnv: await startS3Server(s3Dir), name: 'data-s3' });
    logs.push(onS3.logFile);
    await measureUploads(onS3, baseline, agent, 'S3', s3Dir);
    say('', `1-minute load average after: ${os.loadavg()[0].toFixed(2)} (2 CPUs: above ~1.5, other work shared the machine)`);
  } finally {
    agent.destroy();
    await Promise.allSettled([...children].map(stopChild));
    // The uploads' copies: some 375 MB a run per store.
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(path.join(portal.dataDir, 'files'), { recursive: true, force: true });
    for (const c of cleanups.reverse()) await c().catch(() => {});
    writeFileSync(path.join(work, 'last-run.txt'), `${output.join('\n')}\n`);
  }
  console.log(`\nReport also in ${path.relative(root, path.join(work, 'last-run.txt'))}; portal logs in ${logs.map((l) => path.relative(root, l)).join(', ')}`);
}

const abort = () => {
  for (const c of children) c.kill('SIGKILL');
  process.exit(1);
};
process.on('SIGINT', abort);
main().catch(async (err) => {
  console.error(err);
  await Promise.allSettled([...children].map(stopChild));
  for (const c of cleanups.reverse()) await c().catch(() => {});
  process.exit(1);
});
