import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_DIR } from './portal-process.js';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built entry point (`server/dist/<script>`) with exactly `env` (plus PATH) until it exits; 60 s at most (a loaded machine imports the app slowly). */
export function runToExit(script: string, env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(SERVER_DIR, 'dist', script)], {
      cwd: path.resolve(SERVER_DIR, '..'),
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${script} still running after 60 s; stdout: ${stdout}`));
    }, 60_000);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
