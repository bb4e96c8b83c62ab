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
//   4. Uploads: a 25 MiB W-9 in an anonymous draft (POST /api/v1/vendors, multipart, mode=DRAFT), alternated with
//      the same body sent to its floor, a bare node:http server that streams it to disk; the median speed ratio
//      (goal >= 0.8x). Then the bytes one upload writes (/proc/<portal>/io) against the file's size, and the portal's
//      memory under 5 concurrent uploads: its RSS, and its own figures after a full garbage collection before, half-way
//      through and after them (scripts/bench/memory-probe.mjs, loaded into the portal with --import). Twice: the
//      portal on disk storage, then a second portal (same database) on S3 storage against an S3 server (s3rver) in a
//      process of its own (server/test/fakes/s3rver-child.mjs, the tests' own), its objects under .data/bench-auth/s3.
//      On S3 the upload has a floor of its own too: a bare node:http server that streams the body into the same S3
//      server as one PutObject of the request's length; both ratios are printed, the goal is against the S3 floor.
//
// Settings (environment), defaults in brackets:
//   BENCH_PARTS (signin,disk,s3)    which measurements run, comma-separated: signin, disk, s3 (uploads = disk,s3)
//   BENCH_LOGINS (40), BENCH_UPLOADS (8), BENCH_UPLOAD_MIB (25), BENCH_CONCURRENT_UPLOADS (5)
//   BENCH_WARMUP_LOGINS (100)       sign-ins (each with a bare verify) before the measured ones; with the 40 measured
//                                   they stay under the production auth ceiling of 300 requests per 15 minutes
//   BENCH_LOG_LEVEL (info)          the portal's LOG_LEVEL
//   BENCH_DATABASE_URL              a PostgreSQL server instead of the embedded one (its bench_auth database is
//                                   dropped and recreated); BENCH_PG_PORT (5441) for the embedded one
//   BENCH_WORK_DIR (.data/bench-auth)  where the run keeps its snapshot (inside the repository: it finds its packages
//                                   from there), logs and report (its embedded PostgreSQL in
//                                   <dir>-pg); with another BENCH_PG_PORT, a second run at the same time meets none of the first's
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
import { SMTPServer } from 'smtp-server';
import { buildServerIfStale, newest, root } from './stale-build.mjs';
import { freePort } from './bench/free-port.mjs';
import { cpuMs, postmasterPid } from './bench/machine-share.mjs';
import { pdfOfSize, post, registrationBody } from './bench/registration-upload.mjs';

// BENCH_WORK_DIR: another folder, so two runs at once (two engineers on one machine) never share a snapshot or a database.
const work = process.env.BENCH_WORK_DIR ? path.resolve(process.env.BENCH_WORK_DIR) : path.join(root, '.data', 'bench-auth');
const num = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${name} must be a positive whole number`);
  return v;
};
/** BENCH_PARTS as a set of signin, disk, s3 ('uploads' is disk and s3). */
function parts(list) {
  const names = new Set(list.split(',').flatMap((p) => (p.trim() === 'uploads' ? ['disk', 's3'] : [p.trim()])));
  const unknown = [...names].filter((p) => !['signin', 'disk', 's3'].includes(p));
  if (unknown.length || names.size === 0) throw new Error(`BENCH_PARTS: ${unknown.join(', ') || 'empty'}; use signin, disk, s3 or uploads, comma-separated`);
  return names;
}
const settings = {
  logins: num('BENCH_LOGINS', 40),
  warmupLogins: num('BENCH_WARMUP_LOGINS', 100),
  uploads: num('BENCH_UPLOADS', 8),
  uploadBytes: num('BENCH_UPLOAD_MIB', 25) * 1024 * 1024,
  concurrent: num('BENCH_CONCURRENT_UPLOADS', 5),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  pgPort: num('BENCH_PG_PORT', 5441),
  parts: parts(process.env.BENCH_PARTS ?? 'signin,disk,s3'),
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
/** A change in bytes as MB with its sign: +1.2 MB, -30.0 MB. */
const signed = (bytes) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;

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
/** A process's resident memory; 0 once it has exited (no VmRSS, or no /proc entry at all): the uploads under way fail and say so. */
function rssBytes(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

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
    const dir = `${work}-pg`;
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

/**
 * An S3 server (s3rver) in a process of its own, the tests' (server/test/fakes/s3rver-child.mjs), its objects under
 * `dir`: its work is not the bench's nor the portal's. Its pid, and the portal's S3_* settings for it (`env`).
 */
async function startS3Server(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const bucket = 'bench-files';
  const child = spawn(process.execPath, [path.join(root, 'server', 'test', 'fakes', 's3rver-child.mjs'), dir, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // It prints {"port": N} once listening.
  const { port } = await new Promise((resolve, reject) => {
    const failed = (code) => reject(new Error(`the S3 server exited (${code}) while starting`));
    child.once('exit', failed);
    child.stdout.once('data', (line) => {
      child.off('exit', failed);
      resolve(JSON.parse(line.toString()));
    });
  });
  cleanups.push(async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  });
  // s3rver checks signatures against this fixed key pair.
  return {
    pid: child.pid,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
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
  // With the bench's memory probe (./bench/memory-probe.mjs) and a channel to ask it for the portal's own figures.
  const probe = pathToFileURL(path.join(import.meta.dirname, 'bench', 'memory-probe.mjs')).href;
  const child = spawn(process.execPath, ['--import', probe, path.join(serverDist, 'main.js')], {
    cwd: root,
    stdio: ['ignore', fd, fd, 'ipc'],
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

/** A bare upload server (`script` under scripts/bench, its settings in `env`): a floor the portal's upload is measured against. */
function startBare(script, env) {
  const child = fork(path.join(import.meta.dirname, 'bench', script), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the upload floor ${script} exited (${code}) while starting`)));
    child.once('message', (m) => resolve({ child, url: `http://127.0.0.1:${m.port}` }));
  });
}

/** Asks the portal's memory probe (./bench/memory-probe.mjs) for `memory` ('gc' or 'peak') and resolves with its figures. */
function askMemory(child, memory) {
  return new Promise((resolve, reject) => {
    const answered = (m) => {
      if (m?.memory !== memory) return;
      clearTimeout(timer);
      child.off('message', answered);
      resolve(m.usage ?? m.peak);
    };
    const timer = setTimeout(() => {
      child.off('message', answered);
      reject(new Error(`the portal's memory probe did not answer '${memory}' within 30 s`));
    }, 30_000);
    child.on('message', answered);
    child.send({ memory });
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
  // Warm-up: connections, the pools, and the JIT. A deployed portal runs the sign-in path warm; after 5 sign-ins it was
  // still interpreted code (jose signed in 1.3-1.8 ms cold, 0.15 ms warm), a cost of the bench's start, not of a sign-in.
  for (let i = 0; i < settings.warmupLogins; i++) {
    await signIn();
    await bare();
  }
  const portalMs = [];
  const bareMs = [];
  bareCpuMicros = 0;
  // What the portal and PostgreSQL spend with no request at all (the job queue's polling, timers), per second: the
  // loop below counts it too, while the bare verifies run here, and it is no part of a sign-in.
  const idleSeconds = 3;
  const idle0 = { portal: cpuMs([portal.child.pid]), pg: pgPid && cpuMs([pgPid]) };
  await sleep(idleSeconds * 1000);
  const idleRate = (k, root) => (root && idle0[k] !== null ? (cpuMs([root]) - idle0[k]) / idleSeconds : null);
  const idlePerSecond = { portal: idleRate('portal', portal.child.pid), pg: idleRate('pg', pgPid) };
  // CPU time over the loop: the portal is idle while the bare verify runs here, so its share is the sign-ins' (and its idle work's).
  const loopStarted = performance.now();
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
  const loopSeconds = (performance.now() - loopStarted) / 1000;
  const idleShare = (k) => (idlePerSecond[k] === null ? 'n/a' : ((idlePerSecond[k] * loopSeconds) / settings.logins).toFixed(1));
  const idleLine = `of which idle work (no request; ${idleSeconds} s before the loop: portal ${idlePerSecond.portal?.toFixed(1) ?? 'n/a'} ms/s, PostgreSQL ${idlePerSecond.pg?.toFixed(1) ?? 'n/a'} ms/s, over the loop's ${loopSeconds.toFixed(2)} s): portal ${idleShare('portal')} ms, PostgreSQL ${idleShare('pg')} ms per sign-in`;
  const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  const p50 = quantile(portalMs, 0.5) / quantile(bareMs, 0.5);
  say(
    '',
    `== Sign-in: ${settings.logins} sign-ins one at a time (POST /api/v1/auth/login, ${LOGIN.email}), interleaved with ${settings.logins} bare verifies, after ${settings.warmupLogins} of each to warm up ==`,
    `argon2id m=${params?.[1]} KiB, t=${params?.[2]}, p=${params?.[3]} (the stored hash's own parameters)`,
    `portal sign-in     p50 ${ms(quantile(portalMs, 0.5))}  p95 ${ms(quantile(portalMs, 0.95))}  min ${ms(Math.min(...portalMs))}`,
    `bare argon2 verify p50 ${ms(quantile(bareMs, 0.5))}  p95 ${ms(quantile(bareMs, 0.95))}  min ${ms(Math.min(...bareMs))}`,
    `sign-in / verify (p50): ${p50.toFixed(2)}x   goal <= 1.3x: ${p50 <= 1.3 ? 'PASS' : 'FAIL'}`,
    cpuLine,
    idleLine,
  );
}

// ---------------------------------------------------------------------------------------------------------
// 4. A 25 MiB upload against its floors: a bare stream to disk, and on S3 a bare stream to S3.

/**
 * `storage`: what the portal stores on ('disk' or 'S3'); `storeDir`: the folder its objects land in. `floors`: the bare
 * servers it is measured against ({ name, url, child }), the last one the goal's. `storePid`: the S3 server's process,
 * whose CPU per upload is shown beside each server's own.
 */
async function measureUploads(portal, floors, agent, storage, storeDir, storePid) {
  const file = pdfOfSize(settings.uploadBytes);
  const upload = (name, url) => async () => {
    const a = await post(url, registrationBody(file), agent);
    if (a.status !== 201) throw new Error(`${name} answered ${a.status}: ${a.text.slice(0, 500)}`);
    return a.ms;
  };
  const portalUpload = upload('POST /api/v1/vendors', `${portal.url}/api/v1/vendors`);
  const servers = [
    { name: 'portal', pid: portal.child.pid, send: portalUpload },
    ...floors.map((f) => ({ name: f.name, pid: f.child.pid, send: upload(f.name, f.url) })),
  ];
  // Warm-up: one of each.
  for (const server of servers) await server.send();

  // Rounds of one upload to each server, one at a time; which goes first rotates, so drift falls on all alike.
  // Each upload's CPU time too (/proc, the server's process and its children; on S3 also the S3 server's): a figure
  // a loaded machine bends less than the times.
  const rounds = [];
  const cpu = Object.fromEntries(servers.map((x) => [x.name, { own: [], store: [] }]));
  for (let i = 0; i < settings.uploads; i++) {
    const round = {};
    for (let j = 0; j < servers.length; j++) {
      const server = servers[(i + j) % servers.length];
      const own0 = cpuMs([server.pid]);
      const store0 = storePid && cpuMs([storePid]);
      round[server.name] = await server.send();
      if (own0 !== null) cpu[server.name].own.push(cpuMs([server.pid]) - own0);
      if (storePid && store0 !== null) cpu[server.name].store.push(cpuMs([storePid]) - store0);
    }
    rounds.push(round);
  }
  const median = (xs) => quantile(xs, 0.5);
  const times = (name) => `median ${(median(rounds.map((r) => r[name])) / 1000).toFixed(3)} s   (${rounds.map((r) => (r[name] / 1000).toFixed(2)).join(' ')})`;
  const width = Math.max(...servers.map((x) => x.name.length));
  const mib = settings.uploadBytes / 1024 / 1024;
  say(
    '',
    `== Upload on ${storage} storage: ${mib} MiB W-9 in an anonymous draft (POST /api/v1/vendors, multipart, mode=DRAFT), ${settings.uploads} rounds with ${floors.map((f) => f.name).join(' and ')} ==`,
    ...servers.map((x) => `${x.name.padEnd(width)} ${times(x.name)}`),
  );
  floors.forEach((floor, i) => {
    // Per round the floor's time over the portal's (its speed relative to the floor), then the median of the rounds.
    const speed = median(rounds.map((r) => r[floor.name] / r.portal));
    const goal = i === floors.length - 1 ? `   goal >= 0.8x: ${speed >= 0.8 ? 'PASS' : 'FAIL'}` : '';
    say(`portal (${storage}) speed / ${floor.name} (median of the rounds): ${speed.toFixed(2)}x${goal}`);
  });
  const cpuOf = (xs) => (xs.length ? `${median(xs).toFixed(0)} ms` : 'n/a');
  say(
    `CPU per upload (median of the rounds, /proc 10 ms ticks): ` +
      servers.map((x) => `${x.name} ${cpuOf(cpu[x.name].own)}${storePid ? ` + S3 server ${cpuOf(cpu[x.name].store)}` : ''}`).join('; '),
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

  // Memory under concurrent uploads. The portal's RSS, sampled every 20 ms, and its own figures (./bench/memory-probe.mjs):
  // RSS moves with garbage collection, Buffers of socket reads waiting for the next scavenge, so what the uploads hold
  // and leave behind is read after a full collection: before them, at a quarter, half and three quarters of the bytes
  // the portal reads for them (/proc rchar), and after them.
  await sleep(500);
  const before = await askMemory(portal.child, 'gc');
  const rss0 = rssBytes(pid);
  let peak = rss0;
  portal.child.send({ memory: 'watch' });
  const rchar0 = procIo(pid).rchar;
  const marks = [0.25, 0.5, 0.75].map((share) => rchar0 + share * settings.concurrent * settings.uploadBytes);
  const during = [];
  let collecting = null;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
    if (!collecting && marks.length && procIo(pid).rchar >= marks[0]) {
      marks.shift();
      during.push((collecting = askMemory(portal.child, 'gc').finally(() => (collecting = null))));
    }
  }, 20);
  const started = performance.now();
  await Promise.all(Array.from({ length: settings.concurrent }, () => portalUpload()));
  const wall = performance.now() - started;
  clearInterval(sampler);
  const seen = await askMemory(portal.child, 'peak');
  const held = await Promise.all(during);
  await sleep(500);
  const rss1 = rssBytes(pid);
  const after = await askMemory(portal.child, 'gc');
  const grew = (usage, k) => signed(usage[k] - before[k]);
  const most = (k) => (held.length ? signed(Math.max(...held.map((u) => u[k])) - before[k]) : 'n/a');
  const retained = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
  say(
    `${settings.concurrent} concurrent uploads (${storage}) in ${(wall / 1000).toFixed(2)} s: portal RSS ${mb(rss0)} before, peak ${mb(peak)} (${signed(peak - rss0)}), ` +
      `${mb(rss1)} 0.5 s after (${signed(rss1 - rss0)})`,
    `  its own memory after a full garbage collection, against before the uploads (heap used ${mb(before.heapUsed)}, Buffers ${mb(before.arrayBuffers)}): ` +
      `while they run (${held.length} collections) heap at most ${most('heapUsed')}, Buffers at most ${most('arrayBuffers')} (what they hold); ` +
      `after them heap ${grew(after, 'heapUsed')}, Buffers ${grew(after, 'arrayBuffers')} (what they left; goal flat, under 2 MB: ${retained < 2e6 ? 'PASS' : 'FAIL'}); ` +
      `Buffers at most ${mb(seen.arrayBuffers)} without a forced collection (${grew(seen, 'arrayBuffers')}: held, and socket reads not yet collected)`,
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(work, { recursive: true });
  const cpus = os.cpus();
  const { parts } = settings;
  const stores = [parts.has('disk') && 'disk storage', parts.has('s3') && 'S3 storage (s3rver in a process of its own)'].filter(Boolean);
  say(
    `bench:auth: Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.split(' ').slice(0, 2).join(' ')}), ${Math.round(os.totalmem() / 2 ** 30)} GB; ` +
      `parts ${[...parts].join(',')}; portal NODE_ENV=production LOG_LEVEL=${settings.logLevel}${stores.length ? `, ${stores.join(', then ')}` : ''}; ` +
      `1-minute load average ${os.loadavg()[0].toFixed(2)}`,
  );
  const serverDist = buildAndSnapshot();
  say(`server build: ${process.env.BENCH_SERVER_DIST ?? 'server/dist'}, of ${new Date(newest(serverDist)).toISOString()}`);
  const databaseUrl = await startDatabase(serverDist);
  const uploadDir = path.join(work, 'baseline-uploads');
  rmSync(uploadDir, { recursive: true, force: true });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const logs = [];
  try {
    const toDisk =
      parts.has('disk') || parts.has('s3') ? { name: 'bare stream to disk', ...(await startBare('stream-to-disk-server.mjs', { BENCH_UPLOAD_DIR: uploadDir })) } : null;
    if (parts.has('signin') || parts.has('disk')) {
      const portal = await startPortal(serverDist, databaseUrl);
      logs.push(portal.logFile);
      if (parts.has('signin')) await measureSignIn(portal, databaseUrl, agent);
      if (parts.has('disk')) await measureUploads(portal, [toDisk], agent, 'disk', path.join(portal.dataDir, 'files'));
      // One portal runs at a time: the disk portal stops before the S3 one starts.
      await stopChild(portal.child);
      rmSync(path.join(portal.dataDir, 'files'), { recursive: true, force: true });
    }
    if (parts.has('s3')) {
      const s3Dir = path.join(work, 's3');
      const { env: s3Env, pid: s3Pid } = await startS3Server(s3Dir);
      const toS3 = {
        name: 'bare stream to S3',
        ...(await startBare('stream-to-s3-server.mjs', { BENCH_S3_ENDPOINT: s3Env.S3_ENDPOINT, BENCH_S3_BUCKET: s3Env.S3_BUCKET })),
      };
      const onS3 = await startPortal(serverDist, databaseUrl, { storageEnv: s3Env, name: 'data-s3' });
      logs.push(onS3.logFile);
      await measureUploads(onS3, [toDisk, toS3], agent, 'S3', s3Dir, s3Pid);
    }
    say('', `1-minute load average after: ${os.loadavg()[0].toFixed(2)} (2 CPUs: above ~1.5, other work shared the machine)`);
  } finally {
    agent.destroy();
    await Promise.allSettled([...children].map(stopChild));
    // The uploads' copies: some 375 MB a run per store.
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(path.join(work, 'data', 'files'), { recursive: true, force: true });
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
