#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the portal.
// With DATABASE_URL unset the server starts its own embedded PostgreSQL under .data/.
//
// Signals: SIGINT, SIGTERM and SIGHUP are passed on to the step running (a build, then the server) and this
// script exits with the server's own code, so a supervisor that stops `npm start` stops the server too (it
// drains its requests and stops the embedded PostgreSQL). The server runs in a process group of its own: a
// Ctrl-C in the terminal reaches it once, through here, not twice (the terminal's and ours; a second signal
// tells the server to exit without draining), and never reaches the embedded PostgreSQL behind its back.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { root, stale } from './stale-build.mjs';

let current = null;
let stopping = false;
let lastSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    // npm and the terminal may both deliver one keypress's SIGINT: pass on one per second, so a second
    // deliberate Ctrl-C still reaches the server (which then exits at once).
    const now = Date.now();
    if (now - lastSignalAt < 1000) return;
    lastSignalAt = now;
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

/** Runs a step with the console attached; resolves with its exit code (128 + n when a signal ended it). */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    current = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    current.once('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
    current.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

async function step(cmd, args) {
  const code = await run(cmd, args);
  if (code !== 0 || stopping) process.exit(code || 130);
}

if (stale([path.join(root, 'server/dist/main.js')], [path.join(root, 'server/src'), path.join(root, 'common/src')]))
  await step('npm', ['run', 'build', '-w', 'server']);
if (stale([path.join(root, 'client/dist/index.html')], [path.join(root, 'client/src'), path.join(root, 'common/src')]))
  await step('npm', ['run', 'build', '-w', 'client']);

process.exit(await run(process.execPath, [path.join(root, 'server/dist/main.js')], { detached: true }));
