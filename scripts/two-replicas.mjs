#!/usr/bin/env node
// `npm run scale:two-replicas` (after `npm run build`): two portal processes on one PostgreSQL behind nginx on
// loopback, a bounded load through nginx while replica 1 is stopped with SIGTERM, and the checks that sessions,
// login throttling and background jobs work across both. Prints the figures; exits 0 only when every check passes.
// Needs nginx on PATH (Debian: apt-get install -y nginx). The whole run is bounded to 3 minutes.
//
// Replica 1 is a web and worker replica, replica 2 web only (JOB_WORKERS=false): mail asked for through replica 2
// is sent by replica 1. Stopping replica 1 is done as an orchestrator does it (Kubernetes, ECS): SIGTERM and, at the
// same moment, the replica taken out of nginx's upstreams (a reload); the replica keeps serving for
// SHUTDOWN_DELAY_MS with /ready at 503, then drains. `--no-deregister` sends only the SIGTERM, to show what
// nginx alone (passive checks) makes of it. KEEP_TMP=1 keeps the logs and data.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(root, 'server', 'dist', 'main.js');
const LOAD = { clients: 8, seconds: 20, sigtermAtSeconds: 8, reloginSeconds: 4 };
const DEREGISTER = !process.argv.includes('--no-deregister');
const SHUTDOWN_DELAY_MS = 3000;
// Leaves room under 3 minutes for stopping everything after a run that overran.
const RUN_LIMIT_MS = 155_000;
const DEMO_PASSWORD = 'DemoPass#2026';
const USERS = { admin: 'prequal.admin@example.com', vendor: 'vendor.admin@example.com', system: 'system.admin@example.com' };
// The accounts the signing-in clients use, one each: concurrent sign-ins to one account meet on its row.
const LOGIN_ACCOUNTS = ['system.admin@example.com', 'prequal.reviewer@example.com', 'vendor.user@example.com', 'vendor.admin@example.com'];
const THROTTLED = 'prequal.viewer@example.com';
const MAIL_TO = 'vendor.user@example.com';
// Failures on one account from one client: past SLOW_AFTER each attempt waits DELAY_MS; at BLOCK_AFTER the client is refused.
const THROTTLE = { LOGIN_SLOW_AFTER: 3, LOGIN_DELAY_MS: 300, LOGIN_MAX_DELAY_MS: 300, LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: 6 };
const JWT_SECRET = 'two-replicas-shared-secret-0123456789abcdef';

if (!existsSync(MAIN)) fail(`${path.relative(root, MAIN)} is missing: run \`npm run build\` first`);
if (spawnSync('nginx', ['-v']).error) fail('nginx is not on PATH (Debian: apt-get install -y nginx)');
const { startEmbeddedPostgres } = await import(path.join(root, 'server', 'dist', 'db', 'embedded.js'));

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-two-replicas-'));
// PostgreSQL (run as the postgres user when this runs as root) and nginx's workers read below it.
chmodSync(tmp, 0o755);
const children = new Set();
const results = [];
let pg;
let smtp;
const deadline = setTimeout(() => {
  console.error(`\nFAIL: the run took longer than ${RUN_LIMIT_MS / 1000} s`);
  void cleanup().finally(() => process.exit(1));
}, RUN_LIMIT_MS);

async function run() {
  const t0 = Date.now();
  const [pgPort, port1, port2, lbPort] = await freePorts(4);

  section('Starting');
  pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), pgPort);
  await pg.createDatabase('portal');
  const mail = startSmtp();
  smtp = mail.server;
  const smtpPort = await mail.listening;
  console.log(`PostgreSQL on 127.0.0.1:${pgPort}, SMTP on 127.0.0.1:${smtpPort}`);

  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: pg.url('portal'),
    JWT_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
    TRUST_PROXY: 'true',
    // What replicas share besides the database: the files (S3 in production) and the CRM simulator's accounts.
    STORAGE_DRIVER: 'disk',
    FILE_STORAGE_DIR: path.join(tmp, 'files'),
    CRM_SIMULATOR_FILE: path.join(tmp, 'crm-simulator.json'),
    SHUTDOWN_GRACE_MS: '10000',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    JOB_POLL_SECONDS: '1',
    LOG_LEVEL: 'info',
    ...Object.fromEntries(Object.entries(THROTTLE).map(([k, v]) => [k, String(v)])),
  };
  // Replica 1 migrates and seeds the demo users, as a deploy's release step would; replica 2 finds both done.
  const env1 = { ...shared, JOB_WORKERS: 'true' };
  const env2 = { ...shared, JOB_WORKERS: 'false' };
  const r1 = startReplica(1, port1, { ...env1, SEED_DEMO: 'true' });
  await waitReady(r1);
  const r2 = startReplica(2, port2, env2);
  await waitReady(r2);
  const nginx = await startNginx(lbPort, [port1, port2]);
  const lb = nginx.url;
  console.log(`replica 1 (web + jobs) on :${port1}, replica 2 (web) on :${port2}, nginx on :${lbPort} (ready in ${secs(Date.now() - t0)} s)`);

  section('Across replicas');
  await checkSessions(r1, r2);
  await checkBrowserSession(r1, r2);
  await checkThrottle(r1, r2);
  await checkMailOnce(r2, r1, mail);
  await checkMetrics(lb, r2);

  section(
    `Load: ${LOAD.clients} clients for ${LOAD.seconds} s through nginx; at ${LOAD.sigtermAtSeconds} s SIGTERM to replica 1` +
      (DEREGISTER ? ' and replica 1 taken out of nginx (reload)' : ' only (--no-deregister)'),
  );
  const tokens = { admin: await login(lb, USERS.admin), vendor: await login(lb, USERS.vendor) };
  const stopped = sleep(LOAD.sigtermAtSeconds * 1000).then(async () => {
    const at = Date.now();
    r1.proc.kill('SIGTERM');
    if (DEREGISTER) nginx.setUpstreams([port2]);
    const [code] = await once(r1.proc, 'exit');
    return { code, ms: Date.now() - at };
  });
  const samples = await load(lb, tokens);
  const exit = await stopped;
  report(samples, exit, r1);

  section('Replica 1 restarted');
  const again = startReplica(1, port1, env1);
  await waitReady(again);
  nginx.setUpstreams([port1, port2]);
  await checkSessions(again, r2, 'after the restart');
  await checkMailOnce(r2, again, mail);
  await checkRejoined(lb, port1);
}

/* ---------- checks ---------- */

async function checkSessions(a, b, when = '') {
  const token = await login(a.url, USERS.system);
  const me = await gql(b.url, '{ me { userId email } }', token);
  check(`a token issued by replica ${a.n} works on replica ${b.n}${when ? ` ${when}` : ''}`, me.data?.me?.email === USERS.system, JSON.stringify(me));
  const back = await gql(a.url, '{ me { email } }', await login(b.url, USERS.system));
  check(`a token issued by replica ${b.n} works on replica ${a.n}${when ? ` ${when}` : ''}`, back.data?.me?.email === USERS.system, JSON.stringify(back));
}

/** A browser's session (HttpOnly cookie, CSRF token bound to it by HMAC under the shared secret) from one replica writes on the other. */
async function checkBrowserSession(a, b) {
  const signIn = await fetch(`${a.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { login(email: "${USERS.vendor}", password: "${DEMO_PASSWORD}") { user { userId } } }` }),
  });
  const jar = Object.fromEntries(
    signIn.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0];
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    }),
  );
  const cookie = ['session', 'session_claims', 'csrf'].map((name) => `${name}=${jar[name] ?? ''}`).join('; ');
  const signOut = (csrf) =>
    fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
  const refused = await signOut(null);
  check(`replica ${b.n} refuses a write with replica ${a.n}'s session cookie and no CSRF token (403)`, refused.status === 403, String(refused.status));
  const taken = await signOut(decodeURIComponent(jar.csrf ?? ''));
  const body = await taken.json().catch(() => null);
  check(
    `replica ${b.n} takes replica ${a.n}'s session cookie with its CSRF token`,
    taken.status === 200 && body?.data?.logout === true,
    `${taken.status} ${JSON.stringify(body)}`,
  );
}

/** Failures alternate between the replicas: their shared counter slows the account and then refuses this client on both. */
async function checkThrottle(a, b) {
  const attempts = [];
  for (let i = 1; i <= THROTTLE.LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT; i++) {
    const replica = i % 2 ? a : b;
    const started = Date.now();
    const res = await post(replica.url, '/api/v1/auth/login', { email: THROTTLED, password: 'not-the-password' });
    attempts.push({ i, replica: replica.n, status: res.status, ms: Date.now() - started });
  }
  console.log(`wrong passwords: ${attempts.map((x) => `#${x.i} r${x.replica} ${x.status} ${x.ms} ms`).join(', ')}`);
  check(
    `${THROTTLE.LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT} wrong passwords spread over both replicas are refused as wrong, not yet throttled`,
    attempts.every((x) => x.status === 401 || x.status === 400),
  );
  const slowed = attempts.filter((x) => x.i > THROTTLE.LOGIN_SLOW_AFTER);
  check(
    `past ${THROTTLE.LOGIN_SLOW_AFTER} failures counted on both replicas, every attempt waits ${THROTTLE.LOGIN_DELAY_MS} ms`,
    slowed.every((x) => x.ms >= THROTTLE.LOGIN_DELAY_MS),
  );
  for (const replica of [a, b]) {
    const res = await post(replica.url, '/api/v1/auth/login', { email: THROTTLED, password: DEMO_PASSWORD });
    check(
      `replica ${replica.n} then refuses the client even with the right password (429, Retry-After)`,
      res.status === 429 && !!res.headers.get('retry-after'),
      String(res.status),
    );
  }
}

/** A forgot-password through the web replica: the worker replica sends its mail, once. */
async function checkMailOnce(web, worker, mail) {
  const before = mail.count(MAIL_TO);
  const requestId = `two-replicas-${Date.now()}`;
  const started = Date.now();
  const res = await post(web.url, '/api/v1/auth/forgot-password', { email: MAIL_TO }, undefined, { 'x-request-id': requestId });
  check(`forgot-password through replica ${web.n} (web only) answers 200`, res.status === 200, String(res.status));
  const until = Date.now() + 15_000;
  while (mail.count(MAIL_TO) === before && Date.now() < until) await sleep(100);
  const arrivedMs = Date.now() - started;
  // Long enough for a duplicate sender (another replica, a retried job) to have shown up.
  await sleep(3_000);
  const jobDone = (replica) => logLines(replica).some((l) => l.reqId === requestId && l.msg === 'job done');
  check(`its mail arrives exactly once (after ${arrivedMs} ms)`, mail.count(MAIL_TO) - before === 1, `${mail.count(MAIL_TO) - before} mails`);
  check(`replica ${worker.n} ran the mail job (its log has 'job done' with the request's id), replica ${web.n} did not`, jobDone(worker) && !jobDone(web));
}

async function checkMetrics(lb, replica) {
  check('/metrics through nginx is refused', (await fetch(`${lb}/metrics`)).status === 403);
  const text = await (await fetch(`${replica.url}/metrics`)).text();
  check(
    '/metrics on the replica (loopback) has request durations and pool use',
    /http_request_duration_seconds_count\{/.test(text) && /db_pool_connections\{state="used"\}/.test(text),
  );
}

/** nginx sends to replica 1 again once its fail_timeout has passed. */
async function checkRejoined(lb, port1) {
  const token = await login(lb, USERS.system);
  const until = Date.now() + 15_000;
  let served = 0;
  while (served === 0 && Date.now() < until) {
    const res = await fetch(`${lb}/api/v1/users?limit=5`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if ((res.headers.get('x-upstream') ?? '').endsWith(`:${port1}`)) served++;
    else await sleep(200);
  }
  check('nginx sends requests to the restarted replica 1 again', served > 0);
}

/* ---------- the load ---------- */

const OPS = {
  'GraphQL companies list': (lb, s) => gqlRaw(lb, 'query CompanyList { companies(options: { limit: 10 }) { totalCount items { __typename } } }', s.admin),
  'REST companies list': (lb, s) => get(lb, '/api/v1/vendors?page=1&limit=10', s.admin),
  'REST users list': (lb, s) => get(lb, '/api/v1/users?limit=10', s.admin),
  'GraphQL profile (me)': (lb, s) => gqlRaw(lb, 'query Me { me { userId email role } }', s.own),
  'REST user by id': (lb, s) => get(lb, `/api/v1/users/${s.vendorId}`, s.admin),
};

/** Clients read lists as the admin and their profile with their own token; the first few sign in again every few seconds. */
async function load(lb, tokens) {
  const samples = [];
  const end = Date.now() + LOAD.seconds * 1000;
  const vendorId = claims(tokens.vendor).userId;
  const client = async (c) => {
    const s = { ...tokens, own: tokens.vendor, vendorId };
    const account = LOGIN_ACCOUNTS[c];
    let loggedInAt = account ? 0 : Infinity;
    for (let i = 0; Date.now() < end; i++) {
      if (Date.now() - loggedInAt >= LOAD.reloginSeconds * 1000) {
        // Signed in through nginx on either replica; the token is then used wherever nginx sends the next request.
        const started = performance.now();
        const res = await timed(() => post(lb, '/api/v1/auth/login', { email: account, password: DEMO_PASSWORD }));
        const token = res.body?.access_token;
        samples.push({
          op: 'REST login',
          status: res.status,
          ok: res.status === 200 && !!token,
          ms: performance.now() - started,
          upstream: res.upstream,
          error: res.error,
        });
        if (token) s.own = token;
        loggedInAt = Date.now();
        continue;
      }
      const names = Object.keys(OPS);
      const op = names[(c + i) % names.length];
      const started = performance.now();
      const res = await timed(() => OPS[op](lb, s));
      const ok = res.status === 200 && !(res.body && typeof res.body === 'object' && 'errors' in res.body);
      samples.push({
        op,
        status: res.status,
        ok,
        ms: performance.now() - started,
        upstream: res.upstream,
        error: res.error ?? (ok ? undefined : JSON.stringify(res.body)?.slice(0, 200)),
      });
    }
  };
  await Promise.all(Array.from({ length: LOAD.clients }, (_, c) => client(c)));
  return samples;
}

function report(samples, exit, replica) {
  const ms = samples.map((s) => s.ms).sort((x, y) => x - y);
  const pct = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))].toFixed(1);
  const failed = samples.filter((s) => !s.ok);
  const byStatus = countBy(samples, (s) => String(s.status));
  const byOp = countBy(samples, (s) => s.op);
  const byUpstream = countBy(samples, (s) => s.upstream || '(none)');
  console.log(`requests: ${samples.length} in ${LOAD.seconds} s = ${(samples.length / LOAD.seconds).toFixed(1)} requests/s`);
  console.log(`by status: ${fmt(byStatus)}`);
  console.log(`by operation: ${fmt(byOp)}`);
  console.log(`by upstream (nginx's $upstream_addr; two addresses = retried on the other replica): ${fmt(byUpstream)}`);
  console.log(`latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${ms.at(-1).toFixed(1)}`);
  const shutdown = logLines(replica).find((l) => l.msg === 'shutting down');
  console.log(`replica 1 exited with code ${exit.code} ${secs(exit.ms)} s after SIGTERM (${shutdown?.inFlight ?? '?'} requests in flight when its listener closed)`);
  for (const f of failed.slice(0, 5)) console.log(`  failed: ${f.op} ${f.status} ${f.error ?? ''}`);
  check(`every request during the load succeeded (${failed.length} failed of ${samples.length})`, failed.length === 0 && samples.length > 0);
  check('replica 1 stopped cleanly on SIGTERM (exit code 0)', exit.code === 0, String(exit.code));
  check('both replicas served during the load', Object.keys(byUpstream).filter((u) => !u.includes(',')).length >= 2, fmt(byUpstream));
}

/* ---------- processes ---------- */

function startReplica(n, port, env) {
  const dataDir = path.join(tmp, `replica-${n}`);
  mkdirSync(dataDir, { recursive: true });
  const log = path.join(tmp, `replica-${n}.log`);
  const proc = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log, { flags: 'a' });
  proc.stdout.pipe(out);
  proc.stderr.pipe(out);
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return { n, proc, log, url: `http://127.0.0.1:${port}` };
}

async function waitReady(replica) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (replica.proc.exitCode !== null) break;
    const status = await fetch(`${replica.url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  const tail = existsSync(replica.log) ? readFileSync(replica.log, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(`replica ${replica.n} did not become ready:\n${tail}`);
}

async function startNginx(port, upstreams) {
  const dir = path.join(tmp, 'nginx');
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(dir, port, upstreams));
  const proc = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      (await fetch(`${url}/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    ) {
      return {
        url,
        /** What an orchestrator does when replicas come and go: new upstreams, then a reload (old workers finish their requests). */
        setUpstreams(ports) {
          writeFileSync(conf, nginxConf(dir, port, ports));
          proc.kill('SIGHUP');
        },
      };
    }
    await sleep(100);
  }
  throw new Error(`nginx did not answer: ${stderr}`);
}

function nginxConf(dir, port, upstreams) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    # No upstream keepalive: a request nginx writes on a reused connection the replica is closing fails after it
    # was sent, and nginx does not resend a POST then (it might have run). On a fresh connection a stopping replica
    # refuses the connect itself, before anything is sent, so every method moves on to the other replica.
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    # A reload closes the idle keep-alive connections of clients under them, and one that is reused at that moment
    # fails: browsers resend such a request, this script's fetch does not. One request per connection here; a load
    # balancer that changes backends without a reload (ALB, ingress-nginx) keeps its clients' connections.
    keepalive_timeout 0;
    location / {
      proxy_pass http://portal;
      # Refused or failed connects, and a replica answering 502/503 (stopping, not ready), go to the next replica.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** The in-process SMTP server the replicas send through: mail counted by recipient. */
function startSmtp() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push(r.address.toLowerCase());
        callback();
      });
    },
  });
  const listening = new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.server.address().port)));
  return { server, listening, count: (to) => received.filter((r) => r === to.toLowerCase()).length };
}

async function cleanup() {
  for (const proc of children) proc.kill('SIGTERM');
  await Promise.race([Promise.all([...children].map((p) => once(p, 'exit'))), sleep(15_000)]);
  for (const proc of children) proc.kill('SIGKILL');
  await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  await pg?.stop().catch(() => {});
  pg = undefined;
  if (process.env.KEEP_TMP) console.log(`logs and data kept in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

/* ---------- HTTP ---------- */

async function timed(call) {
  try {
    return await call();
  } catch (err) {
    return { status: 0, error: err instanceof Error ? `${err.message} ${err.cause?.code ?? ''}` : String(err) };
  }
}

async function answer(res) {
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers, upstream: res.headers.get('x-upstream') ?? '' };
}
const bearer = (token) => (token ? { authorization: `Bearer ${token}` } : {});
const post = async (base, p, body, token, headers = {}) =>
  answer(await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token), ...headers }, body: JSON.stringify(body) }));
const get = async (base, p, token) => answer(await fetch(`${base}${p}`, { headers: bearer(token) }));
const gqlRaw = (base, query, token) => post(base, '/graphql', { query }, token);
const gql = async (base, query, token) => (await gqlRaw(base, query, token)).body;

async function login(base, email) {
  const res = await post(base, '/api/v1/auth/login', { email, password: DEMO_PASSWORD });
  if (!res.body?.access_token) throw new Error(`login of ${email} at ${base} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

/* ---------- small helpers ---------- */

const claims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** A replica's pino lines so far. */
function logLines(replica) {
  return readFileSync(replica.log, 'utf8')
    .split('\n')
    .flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return []; // not a pino line, or one still being written
      }
    });
}

async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve) => {
          const s = net.createServer();
          s.listen(0, '127.0.0.1', () => resolve(s));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

function check(name, ok, detail) {
  results.push({ name, ok: !!ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? ` (${detail})` : ''}`);
}
function section(title) {
  console.log(`\n== ${title}`);
}
function fail(message) {
  console.error(message);
  process.exit(2);
}
const secs = (ms) => (ms / 1000).toFixed(1);
const countBy = (items, key) => items.reduce((acc, x) => ((acc[key(x)] = (acc[key(x)] ?? 0) + 1), acc), {});
const fmt = (counts) =>
  Object.entries(counts)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

// Last, once every helper above is defined.
try {
  await run();
} catch (err) {
  check('the run completed', false, err instanceof Error ? err.stack : String(err));
} finally {
  clearTimeout(deadline);
  await cleanup();
}
const failed = results.filter((r) => !r.ok);
console.log(`\n${failed.length === 0 ? 'PASS' : 'FAIL'}: ${results.length - failed.length}/${results.length} checks passed`);
for (const r of failed) console.log(`  failed: ${r.name}${r.detail ? ` (${r.detail})` : ''}`);
process.exit(failed.length === 0 ? 0 : 1);
