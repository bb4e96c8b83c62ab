import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';

// `npm start` as a supervisor runs it: the README's command, stopped with SIGTERM.
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-npm-start-'));
// As root the embedded PostgreSQL runs as the postgres user, which must reach its folder below this one.
chmodSync(dataDir, 0o755);
// Whatever the outcome, nothing this test started outlives it: `npm start` runs in a process group of its own
// (its build, the server, the embedded PostgreSQL), which is stopped whole when the test ends before its own SIGTERM,
// e.g. when the start took longer than the wait (a portal started after the timeout was left running).
const started: number[] = [];
let group: number | undefined;
afterAll(async () => {
  if (group !== undefined && groupAlive(group)) {
    process.kill(-group, 'SIGTERM');
    if (!(await until(() => !groupAlive(group!), 10_000))) process.kill(-group, 'SIGKILL');
  }
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (check()) return true;
  return check();
}

it('SIGTERM to `npm start` stops the server it started and the embedded PostgreSQL, and exits with the server code', async () => {
  const [port, pgPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  // The README's command itself: npm runs scripts/start.mjs (through `exec`, so npm's signal reaches it).
  const wrapper = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  group = wrapper.pid;
  let out = '';
  wrapper.stdout.on('data', (c: Buffer) => (out += c.toString()));
  wrapper.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => wrapper.once('exit', (code) => resolve(code)));

  if (!(await until(() => out.includes('Portal listening'), 150_000))) throw new Error(`the portal did not start:\n${out.slice(-3000)}`);
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  // The server's pid from its log lines (pino writes it on each), PostgreSQL's from its lock file.
  const serverPid = (JSON.parse(out.split('\n').find((l) => l.includes('"msg":"Portal listening'))!) as { pid: number }).pid;
  const postgresPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  started.push(serverPid, postgresPid);
  expect(serverPid).not.toBe(wrapper.pid);
  expect(alive(serverPid) && alive(postgresPid)).toBe(true);

  wrapper.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(out).toContain('"msg":"stopped"');
  expect(await until(() => !alive(serverPid) && !alive(postgresPid), 10_000)).toBe(true);
}, 200_000);
