import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { initOrm } from '../src/db/orm.js';
import { slowDraftUpload, tryConnect } from './slow-requests.js';

/**
 * The built server as a deploy runs it (`node server/dist/main.js` against DATABASE_URL), stopped with
 * SIGTERM while requests are under way. `npm test` builds the server before its tests run.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(SERVER_DIR, 'dist', 'main.js');

const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
let child: ChildProcess | undefined;

const adminQuery = async <T>(db: string, sql: string, params: unknown[] = []): Promise<T[]> => {
  const orm = await initOrm(`${inject('pgServerUrl')}/${db}`);
  try {
    return await orm.em.getConnection().execute(sql, params);
  } finally {
    await orm.close();
  }
};

beforeAll(async () => {
  // Testing an old build would prove nothing about the sources.
  for (const name of ['main', 'http-shutdown', 'config']) {
    const built = path.join(SERVER_DIR, 'dist', `${name}.js`);
    if (!existsSync(built) || statSync(built).mtimeMs < statSync(path.join(SERVER_DIR, 'src', `${name}.ts`)).mtimeMs) {
      throw new Error(`server/dist/${name}.js is missing or older than its source: run \`npm run build -w server\` first`);
    }
  }
  await adminQuery('postgres', `create database "${database}" template "${inject('templateDatabase')}"`);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await adminQuery('postgres', `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The fields of the server's pino lines this test reads. */
interface LogLine {
  msg?: string;
  port?: number;
  inFlight?: number;
  forced?: number;
}

it('on SIGTERM refuses new connections, finishes the requests under way, cuts off what outlives the grace and exits 0', async () => {
  const lines: LogLine[] = [];
  const proc = spawn(process.execPath, [MAIN], {
    cwd: path.resolve(SERVER_DIR, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: `${inject('pgServerUrl')}/${database}`,
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret-0123',
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SHUTDOWN_GRACE_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  let buffered = '';
  const waiters: Array<() => void> = [];
  proc.stdout!.on('data', (c: Buffer) => {
    buffered += c.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        lines.push({ msg: line });
      }
    }
    waiters.splice(0).forEach((w) => w());
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const logged = (msg: string) =>
    new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${msg}" log within 60 s; stderr: ${stderr}`)), 60_000);
      const check = () => {
        const found = lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith(msg));
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });

  const listening = await logged('Portal listening');
  const url = `http://127.0.0.1:${listening.port}`;

  const finishing = slowDraftUpload(url, 'Deploy Draft LLC');
  // Awaited below; this only keeps an early failure from also reporting an unhandled rejection.
  finishing.answer.catch(() => {});
  const stalled = slowDraftUpload(url, 'Stalled Draft LLC');
  const stalledOutcome = stalled.answer.then(
    () => 'answered',
    (err: NodeJS.ErrnoException) => err.code,
  );
  // Both requests' first parts have reached the server (the shutdown log below counts them).
  await Promise.all([finishing.sent, stalled.sent]);
  await new Promise((r) => setTimeout(r, 1000));

  proc.kill('SIGTERM');
  const stopping = await logged('shutting down');
  expect(stopping.inFlight).toBe(2);
  expect(await tryConnect(url)).toBe('ECONNREFUSED');

  finishing.finish();
  const answer = await finishing.answer;
  expect(answer.status).toBe(201);
  expect(answer.body.companyName).toBe('Deploy Draft LLC');

  expect(await stalledOutcome).toBe('ECONNRESET');
  expect(await exited).toBe(0);
  expect(lines.find((l) => l.msg?.startsWith('requests still running'))?.forced).toBe(1);
  expect(lines.at(-1)?.msg).toBe('stopped');

  const saved = await adminQuery<{ company_name: string }>(database, 'select company_name from vendor where company_name in (?)', [
    ['Deploy Draft LLC', 'Stalled Draft LLC'],
  ]);
  expect(saved.map((r) => r.company_name)).toEqual(['Deploy Draft LLC']);
});
