#!/usr/bin/env node
// Where a sign-in's time goes around the password hash: `node scripts/bench/signin-profile.mjs [server/dist]`.
// A companion of `npm run bench:auth` (docs/performance.md, "Sign-in and uploads"), not part of `npm test`.
//
// Starts the portal build as deployed (`node <dist>/main.js`, NODE_ENV=production, LOG_LEVEL=info, job workers, the
// demo users) on a fresh database of its own embedded PostgreSQL (.data/signin-profile/pg, port 5461), then:
//   1. 40 sign-ins interleaved with 40 bare argon2 verifies after 5 warm-ups (as bench:auth), and again after 100
//      more sign-ins (warm): p50s, and CPU per sign-in of the portal's threads and of each PostgreSQL process;
//   2. a V8 CPU profile of 50 warm sign-ins (scripts/bench/signal-profiler.mjs), summarised by layer and function
//      (cpu-profile.mjs), each share also as milliseconds of the main thread per sign-in;
//   3. the sign-in read and write alone from a plain pg client, unprepared and prepared, with and without the
//      commit's flush (synchronous_commit off in that one session, to separate the statement from its commit), and
//      EXPLAIN (ANALYZE, BUFFERS, WAL) of both.
// 245 sign-ins in all: under the REST limit of 300 auth requests per client in 15 minutes.
// The report is printed and written to .data/signin-profile/report.txt (the profile beside it).
import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { root } from '../stale-build.mjs';
import { formatProfile, summariseProfile } from './cpu-profile.mjs';
import { freePort } from './free-port.mjs';
import { post } from './registration-upload.mjs';

const work = path.join(root, '.data', 'signin-profile');
const LOGIN = { email: 'vendor.admin@example.com', password: 'DemoPass#2026' };
const HZ = 100;
const lines = [];
const say = (...l) => {
  for (const x of l) console.log(x);
  lines.push(...l);
};
const quantile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * p;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
};

// ---------------------------------------------------------------------------------------------------------
// /proc: CPU jiffies by thread of the portal, and by process (kind) of PostgreSQL.

function statOf(file) {
  const s = readFileSync(file, 'utf8');
  const rest = s.slice(s.lastIndexOf(')') + 2).split(' ');
  return { comm: s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')), ppid: Number(rest[1]), jiffies: Number(rest[11]) + Number(rest[12]) };
}
function threadJiffies(pid) {
  const m = new Map();
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      const s = statOf(`/proc/${pid}/task/${t}/stat`);
      // Node 20 names none of its threads (libuv's pool, where argon2 runs, and V8's workers are all 'node').
      const name = t === String(pid) ? 'main thread' : `other threads (${s.comm})`;
      m.set(name, (m.get(name) ?? 0) + s.jiffies);
    } catch {
      /* the thread ended */
    }
  }
  return m;
}
function postgresJiffies(postmaster) {
  const m = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = statOf(`/proc/${d}/stat`);
      if (Number(d) !== postmaster && s.ppid !== postmaster) continue;
      const title = readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      const kind = Number(d) === postmaster ? 'postmaster' : title.replace(/^postgres: /, '').replace(/ \d+\.\d+\.\d+\.\d+\(\d+\).*$/, ' (backends)');
      m.set(kind, (m.get(kind) ?? 0) + s.jiffies);
    } catch {
      /* the process ended */
    }
  }
  return m;
}
/** The growth from `a` to `b` per sign-in, in ms, largest first. */
const perSignIn = (a, b, n) =>
  [...b]
    .map(([k, v]) => [k, ((v - (a.get(k) ?? 0)) * 1000) / HZ / n])
    .filter(([, v]) => v > 0)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const serverDist = path.resolve(process.argv[2] ?? path.join(root, 'server', 'dist'));
  mkdirSync(work, { recursive: true });
  // A copy of the build whose packages resolve to the checkout's node_modules (as bench-auth.mjs does).
  const snapshot = path.join(work, 'build');
  rmSync(snapshot, { recursive: true, force: true });
  cpSync(serverDist, path.join(snapshot, 'server-dist'), { recursive: true });
  const commonDir = path.join(serverDist, '..', '..', 'common');
  const common = path.join(snapshot, 'node_modules', '@portal', 'common');
  cpSync(path.join(commonDir, 'dist'), path.join(common, 'dist'), { recursive: true });
  cpSync(path.join(commonDir, 'package.json'), path.join(common, 'package.json'));
  const dist = path.join(snapshot, 'server-dist');
  say(`signin-profile: Node ${process.version}, ${os.cpus().length} CPUs; build ${serverDist}; 1-minute load average ${os.loadavg()[0].toFixed(2)}`);

  const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(dist, 'db', 'embedded.js')).href);
  const pgDir = path.join(work, 'pg');
  const embedded = await startEmbeddedPostgres(pgDir, 5461);
  const postmaster = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const admin = new pg.Client(embedded.url('postgres'));
  await admin.connect();
  await admin.query('drop database if exists signin_profile with (force)');
  await admin.query('create database signin_profile');
  await admin.end();
  const databaseUrl = embedded.url('signin_profile');

  const port = await freePort();
  const dataDir = path.join(work, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const profileFile = path.join(work, 'warm-sign-ins.cpuprofile');
  rmSync(profileFile, { force: true });
  rmSync(`${profileFile}.started`, { force: true });
  const fd = openSync(path.join(work, 'portal.log'), 'w');
  const portal = spawn(process.execPath, ['--import', pathToFileURL(path.join(import.meta.dirname, 'signal-profiler.mjs')).href, path.join(dist, 'main.js')], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Nothing is mailed here; a production start only requires the setting.
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      JWT_SECRET: randomBytes(32).toString('hex'),
      STORAGE_DRIVER: 'disk',
      CRM_MODE: 'simulator',
      SHUTDOWN_DELAY_MS: '0',
      SIGNIN_PROFILE_FILE: profileFile,
    },
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const client = new pg.Client(databaseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    for (
      let waited = 0;
      !(await fetch(`${url}/ready`).then(
        (r) => r.ok,
        () => false,
      ));
      waited += 200
    ) {
      if (portal.exitCode !== null || waited > 90_000) throw new Error(`the portal did not start; see ${path.join(work, 'portal.log')}`);
      await sleep(200);
    }
    await client.connect();
    const hash = (await client.query('select password_hash from app_user where email = $1', [LOGIN.email])).rows[0].password_hash;
    const body = { body: Buffer.from(JSON.stringify(LOGIN)), contentType: 'application/json' };
    const signIn = async () => {
      const a = await post(`${url}/api/v1/auth/login`, body, agent);
      if (a.status !== 200) throw new Error(`sign-in answered ${a.status}: ${a.text}`);
      return a.ms;
    };
    const bare = async () => {
      const t = performance.now();
      if (!(await verify(hash, LOGIN.password))) throw new Error('the bare verify refused the password');
      return performance.now() - t;
    };

    // 1. Cold (as bench:auth measures) and warm.
    const phase = async (label, n) => {
      const p = [];
      const b = [];
      const t0 = threadJiffies(portal.pid);
      const g0 = postgresJiffies(postmaster);
      for (let i = 0; i < n; i++) {
        if (i % 2) {
          p.push(await signIn());
          b.push(await bare());
        } else {
          b.push(await bare());
          p.push(await signIn());
        }
      }
      say(
        '',
        `== ${label}: ${n} sign-ins interleaved with ${n} bare verifies; 1-minute load average ${os.loadavg()[0].toFixed(2)} ==`,
        `portal p50 ${quantile(p, 0.5).toFixed(1)} ms (min ${Math.min(...p).toFixed(1)}), bare verify p50 ${quantile(b, 0.5).toFixed(1)} ms (min ${Math.min(...b).toFixed(1)}): ${(quantile(p, 0.5) / quantile(b, 0.5)).toFixed(2)}x`,
        `CPU ms per sign-in, the portal's threads: ${perSignIn(t0, threadJiffies(portal.pid), n)}`,
        `CPU ms per sign-in, PostgreSQL: ${perSignIn(g0, postgresJiffies(postmaster), n)}`,
      );
    };
    for (let i = 0; i < 5; i++) await Promise.all([signIn(), bare()]);
    await phase('Cold (after 5 warm-ups, as bench:auth)', 40);
    for (let i = 0; i < 100; i++) await signIn();
    await phase('Warm (after 145 sign-ins)', 40);

    // 2. The profile of 50 warm sign-ins, one at a time.
    portal.kill('SIGUSR2');
    while (!existsSync(`${profileFile}.started`)) await sleep(20);
    const n = 50;
    const t0 = threadJiffies(portal.pid);
    for (let i = 0; i < n; i++) await signIn();
    const t1 = threadJiffies(portal.pid);
    portal.kill('SIGUSR2');
    while (!existsSync(profileFile)) await sleep(50);
    await sleep(200);
    const mainMs = (((t1.get('main thread') ?? 0) - (t0.get('main thread') ?? 0)) * 1000) / HZ / n;
    say('', `== V8 profile of ${n} warm sign-ins (the main thread: ${mainMs.toFixed(2)} ms per sign-in; all threads: ${perSignIn(t0, t1, n)}) ==`);
    say(...formatProfile(summariseProfile(profileFile, 40), 25, mainMs));

    // 3. The statements alone.
    const queries = await import(pathToFileURL(path.join(dist, 'modules', 'auth', 'sign-in-queries.js')).href);
    const positional = (sql) => {
      let i = 0;
      return sql.replace(/\?/g, () => `$${++i}`);
    };
    const user = (await client.query('select id, name from app_user where email = $1', [LOGIN.email])).rows[0];
    const keys = [`ip-account:127.0.0.1:${LOGIN.email}`, 'ip:127.0.0.1', `account:${LOGIN.email}`];
    const readSql = positional(queries.SIGN_IN_READ_SQL);
    const writeSql = positional(queries.SIGN_IN_WRITE_SQL);
    const writeParams = () => {
      const now = new Date();
      return [keys[0], now, user.id, randomUUID(), user.id, user.id, user.name, now];
    };
    const time = async (label, run, runs = 200) => {
      const xs = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await run();
        xs.push(performance.now() - t);
      }
      say(`${label.padEnd(58)} p50 ${quantile(xs, 0.5).toFixed(2)} ms, p10 ${quantile(xs, 0.1).toFixed(2)} ms`);
    };
    const settings = await client.query(
      "select string_agg(name || '=' || setting, ', ' order by name) s from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'shared_buffers', 'commit_delay')",
    );
    say('', `== The statements alone, from a plain pg client (${settings.rows[0].s}) ==`);
    await time('select 1', () => client.query('select 1'));
    await time('sign-in read, unprepared', () => client.query(readSql, [...keys, LOGIN.email]));
    await time('sign-in read, prepared', () => client.query({ name: 'read', text: readSql, values: [...keys, LOGIN.email] }));
    await time('sign-in write with its commit, unprepared', () => client.query(writeSql, writeParams()));
    await time('sign-in write with its commit, prepared', () => client.query({ name: 'write', text: writeSql, values: writeParams() }));
    await client.query('set synchronous_commit = off');
    await time('sign-in write, prepared, no wait for the flush (measurement)', () => client.query({ name: 'write', text: writeSql, values: writeParams() }));
    await client.query('set synchronous_commit = on');
    await client.query('begin');
    const write = await client.query(`explain (analyze, buffers, wal) ${writeSql}`, writeParams());
    await client.query('rollback');
    const read = await client.query(`explain (analyze, buffers) ${readSql}`, [...keys, LOGIN.email]);
    say('', 'EXPLAIN (ANALYZE, BUFFERS, WAL) of the write:', ...write.rows.map((r) => `  ${r['QUERY PLAN']}`));
    say('', 'EXPLAIN (ANALYZE, BUFFERS) of the read:', ...read.rows.map((r) => `  ${r['QUERY PLAN']}`));
  } finally {
    agent.destroy();
    await client.end().catch(() => {});
    portal.kill('SIGTERM');
    await new Promise((resolve) => (portal.exitCode !== null ? resolve() : portal.once('exit', resolve)));
    await embedded.stop();
    writeFileSync(path.join(work, 'report.txt'), `${lines.join('\n')}\n`);
  }
  console.log(`\nReport also in ${path.relative(root, path.join(work, 'report.txt'))}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
