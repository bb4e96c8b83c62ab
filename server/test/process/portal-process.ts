import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The built server as a deploy runs it (`node server/dist/main.js`), for tests of what happens to a whole
 * process: its stop, its crash, its restart. `npm test` builds the server before its tests run.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');
const MAIN = path.join(SERVER_DIR, 'dist', 'main.js');

/**
 * The time a test of whole processes gets: each start (migrations, seeding) waits up to 60 s for its
 * "Portal listening" line, and on a loaded CI machine one start alone can pass the suite's 30 s default.
 */
export const PROCESS_TEST_TIMEOUT = 180_000;

/** The fields of the server's pino lines the tests read. */
export interface LogLine {
  msg?: string;
  port?: number;
  inFlight?: number;
  forced?: number;
  [field: string]: unknown;
}

export interface PortalProcess {
  proc: ChildProcess;
  url: string;
  lines: LogLine[];
  /** The first line whose message starts with `msg`, waiting for it up to 60 s. */
  logged(msg: string): Promise<LogLine>;
  exited: Promise<number | null>;
}

/** Refuses to test an old build: it would prove nothing about the sources. `main` stands for start.ts too, which it loads. */
export function assertFreshBuild(names: readonly string[]): void {
  for (const name of names.includes('main') ? [...names, 'start'] : names) {
    const built = path.join(SERVER_DIR, 'dist', `${name}.js`);
    if (!existsSync(built) || statSync(built).mtimeMs < statSync(path.join(SERVER_DIR, 'src', `${name}.ts`)).mtimeMs) {
      throw new Error(`server/dist/${name}.js is missing or older than its source: run \`npm run build -w server\` first`);
    }
  }
}

/**
 * Starts the built portal with `env` (plus PATH, NODE_ENV=test, info logs, loopback, a free port) and waits until it
 * listens; `node`: another Node.js binary than this one (the production image's line).
 */
export async function startPortalProcess(env: Record<string, string>, node = process.execPath): Promise<PortalProcess> {
  const lines: LogLine[] = [];
  const proc = spawn(node, [MAIN], {
    cwd: path.resolve(SERVER_DIR, '..'),
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  return { proc, url: `http://127.0.0.1:${listening.port}`, lines, logged, exited };
}
