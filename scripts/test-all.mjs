#!/usr/bin/env node
// `npm test`: every test layer (lint, type checks, common, server, client, end to end in Chromium, two replicas; two lanes
// side by side, the end-to-end layer beside the others), then one closing line "Tests: N passed, N failed". Exits non-zero
// when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureSummary } from './failure-summary.mjs';
import { ensureTestPrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.data', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const broken = [];
// Failed tests by name, read from each layer's JSON report: printed at the end, so a CI log cut to its last lines
// still says which test failed (vitest can record a test as failed after its file finished and still exit 0).
const failedNames = [];
const timings = [];

/**
 * CPU seconds (user + system) of this process's children that have ended, from /proc: a child's figure includes every
 * process it waited for (vitest's workers, a PostgreSQL it started, Chromium). Read as each step ends, the difference
 * is that step's CPU, so a CI log says where the 2 cores' time went, not only how long a step waited for them.
 */
function childrenCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis: state is 3rd, cutime and cstime are the 16th and 17th of the line.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // In clock ticks: 100 a second on Linux (getconf CLK_TCK).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN; // not Linux: the step times stand alone
  }
}
let childrenCpuSoFar = childrenCpuSeconds();

/**
 * The whole machine's busy and idle CPU seconds from /proc/stat: the steps' CPU above leaves out processes that are
 * not their children's (Chromium's renderers are reparented), so this says whether the run was bound by the cores
 * (idle near 0) or by waits (idle large), which decides whether a cut in CPU or in waiting shortens it.
 */
function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4]; // idle and iowait
    return { busy: (ticks.reduce((a, b) => a + b, 0) - idle) / 100, idle: idle / 100 };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpuSeconds();

/**
 * Runs one step. `buffered`: its output is held and printed whole when it ends, so two steps run side by side
 * (the two lanes below) do not interleave their lines; otherwise it goes straight to the terminal.
 */
function step(name, cmd, args, cwd = root, { buffered = false, yielding = false } = {}) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  // `yielding`: at a lower CPU priority (nice 10, inherited by its workers and its PostgreSQL), so a step that waits
  // on timing beside it (the browser specs) gets a core the moment it needs one, and this one the rest.
  const child = spawn(yielding ? 'nice' : cmd, yielding ? ['-n', '10', cmd, ...args] : args, {
    cwd,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const output = [];
  child.stdout?.on('data', (c) => output.push(c));
  child.stderr?.on('data', (c) => output.push(c));
  return new Promise((resolve) => {
    child.on('error', (e) => output.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => {
      // Each step's wall time, so a slow CI log says which step to look at.
      const seconds = Math.round((Date.now() - started) / 1000);
      const cpuNow = childrenCpuSeconds();
      const cpu = Math.round(cpuNow - childrenCpuSoFar);
      childrenCpuSoFar = cpuNow;
      timings.push(`${name}: ${seconds} s${Number.isNaN(cpu) ? '' : `, CPU ${cpu} s`}${buffered ? ' (side by side)' : ''}`);
      if (buffered) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${name}: ${seconds} s ===`);
      if (code !== 0) broken.push(name);
      resolve(code === 0);
    });
  });
}

async function vitest(name, workspace, options) {
  const file = path.join(out, `${workspace}.json`);
  const ok = await step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], path.join(root, workspace), options);
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const f of r.testResults ?? []) {
      for (const a of f.assertionResults ?? []) {
        if (a.status === 'failed')
          // A Playwright timeout also names the locator it waited for (failure-summary.mjs).
          failedNames.push(`${name}: ${path.relative(root, f.name)} > ${a.fullName}\n    ${failureSummary(a.failureMessages?.[0])}`);
      }
      if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')) {
        failedNames.push(`${name}: ${path.relative(root, f.name)} (the file failed: ${failureSummary(f.message)})`);
      }
    }
    // A file that failed to load counts as a failure even when no test inside it ran.
    if (!ok && r.numFailedTests === 0) failed += 1;
  } else if (!ok) {
    failed += 1;
  }
}

const layers = (process.env.TEST_LAYERS ?? 'lint,types,common,server,client,e2e,scale').split(',');
// Chromium and nginx first: installed when this may (root with apt-get), else a stop with the command, before any layer runs.
const missing = ensureTestPrerequisites(layers);
if (missing) {
  console.error(`\n${missing}`);
  console.log('Tests: 0 passed, 1 failed');
  process.exit(1);
}
const startedAll = Date.now();
const cpuAtStart = childrenCpuSeconds();
childrenCpuSoFar = cpuAtStart;
const opts = { buffered: true };
const run = async (name, cmd, args) => {
  const ok = await step(name, cmd, args, root, opts);
  if (!ok) failed += 1;
  return ok;
};
/*
 * Two lanes side by side, so the 2 cores stay busy. Lane 1 is the CPU-bound work, one step at a time: ESLint, the
 * common tests, then the server and client tests (two workers each). Lane 2 is the client's type check and production
 * build, Prettier, the server tests' and specs' type checks (each one thread), then the end-to-end layer, which mostly
 * waits (for Chromium, the portal, a quiet spell on the page): one after another, its 10-odd minutes came on top of
 * the server and client layers' 9 with a core mostly idle. The server tests' and specs' type checks follow the build
 * of common and server (@portal/common resolves to common/dist there); lint follows it too, so ESLint's resolver never
 * reads a common/dist file being written, and so does the end-to-end layer, which runs server/dist. The two
 * replicas follow the end-to-end layer in lane 2 (lane 1 is the longer).
 */
const serverBuilt = layers.includes('types') ? run('build common + server (type check)', 'npm', ['run', 'build', '-w', 'server']) : Promise.resolve(true);
await Promise.all([
  (async () => {
    await serverBuilt;
    // House style (ESLint: boundaries, cycles, hooks, file names; Prettier in lane 2): a lint failure counts as a failure.
    if (layers.includes('lint')) await run('lint (eslint)', 'npx', ['eslint', '.']);
    if (layers.includes('common')) await vitest('common (validation, lookups)', 'common', opts);
    // Straight to the terminal, so a long run shows progress; only the end-to-end layer's output is held. At a
    // lower priority beside the end-to-end layer and the replicas: their waits (a screen to settle, a poll, a
    // replica's drain) have deadlines, these two only have throughput to lose.
    const beside = { yielding: layers.includes('e2e') || layers.includes('scale') };
    if (layers.includes('server')) await vitest('server (real PostgreSQL)', 'server', beside);
    if (layers.includes('client')) await vitest('client (jsdom + msw)', 'client', beside);
  })(),
  (async () => {
    if (layers.includes('types')) await run('type check client', 'npx', ['tsc', '-p', 'client/tsconfig.json', '--noEmit']);
    const clientBuilt = layers.includes('e2e') && (await run('build client for end-to-end', 'npm', ['run', 'build', '-w', 'client']));
    // Lane 1 (the server and client tests) is the longer: its one-thread steps (Prettier, the server tests' and specs'
    // type checks, about 90 s on CI) run here, before the end-to-end layer, which ended some 270 s before lane 1.
    if (layers.includes('lint')) await run('format (prettier --check)', 'npx', ['prettier', '--check', '.']);
    await serverBuilt;
    if (layers.includes('types')) {
      await run('type check server tests', 'npx', ['tsc', '-p', 'server/tsconfig.check.json']);
      await run('type check end-to-end specs', 'npx', ['tsc', '-p', 'e2e/tsconfig.json']);
    }
    if (clientBuilt) await vitest('end to end (Chromium)', 'e2e', opts);
    // Scale-out (issue 10): two built replicas behind nginx, one stopped with SIGTERM under load (needs nginx;
    // .ci/run installs it). After the end-to-end layer, beside lane 1's client tests (at nice 10): lane 2 ended
    // some 140 s before lane 1 on CI, and the replicas' 42-45 s came after both lanes.
    if (layers.includes('scale')) {
      await serverBuilt;
      if (await step('two replicas behind nginx (scripts/two-replicas.mjs)', 'node', ['scripts/two-replicas.mjs'], root, opts)) passed += 1;
      else failed += 1;
    }
  })(),
]);
const cpuAll = Math.round(childrenCpuSeconds() - cpuAtStart);
timings.push(`total: ${Math.round((Date.now() - startedAll) / 1000)} s${Number.isNaN(cpuAll) ? '' : `, CPU ${cpuAll} s`}`);
const machineAtEnd = machineCpuSeconds();
if (machineAtStart && machineAtEnd) {
  const busy = Math.round(machineAtEnd.busy - machineAtStart.busy);
  const idle = Math.round(machineAtEnd.idle - machineAtStart.idle);
  timings.push(`machine: ${busy} CPU s busy, ${idle} s idle on ${os.availableParallelism()} cores (${Math.round((100 * busy) / (busy + idle))} % busy)`);
}

console.log(`\nStep times:\n${timings.map((t) => `  ${t}`).join('\n')}`);
if (failedNames.length) console.log(`\nFailed tests:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${broken.length ? `Failed steps: ${broken.join('; ')}` : 'All steps passed.'}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || broken.length > 0 ? 1 : 0);
