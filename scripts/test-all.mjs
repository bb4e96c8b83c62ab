#!/usr/bin/env node
// `npm test`: every test layer (lint, type checks, common, server, client, end to end in Chromium, two replicas; four
// lanes side by side), then one closing line "Tests: N passed, N failed". Exits non-zero
// when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/** One vitest run of a workspace; `report` names its JSON report (several runs of one workspace), `args` add to its command. */
async function vitest(name, workspace, options, { report = workspace, args = [] } = {}) {
  const file = path.join(out, `${report}.json`);
  const ok = await step(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    path.join(root, workspace),
    options,
  );
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
 * Four lanes side by side; every test layer mostly waits (a screen to settle, a poll, a process to start), so on 2 cores
 * they overlap well. One after another in two lanes the run took 29 minutes on a quiet machine, the server and client
 * layers alone 26 of them in one lane.
 * - Lane 1: ESLint, the common tests, the server tests (two workers).
 * - Lane 2: the client's type check and production build, Prettier, the server tests' and specs' type checks (each one
 *   thread), the first half of the browser specs, then the two replicas.
 * - Lane 3: once the client is built, the second half of the browser specs: each half is its own vitest run with its
 *   own portal and database (e2e/src/global-setup.ts), the halves split by time (e2e/src/balanced-sequencer.ts).
 * - Lane 4: the client tests (jsdom, two workers).
 * The server and client tests run at a lower priority (`yielding`): their limits are for hung tests, while the browser
 * specs and the replicas wait on deadlines (a screen to settle, a replica's drain).
 * The server tests' and specs' type checks follow the build of common and server (@portal/common resolves to
 * common/dist there); lint follows it too, so ESLint's resolver never reads a common/dist file being written, and so
 * do the browser specs, which run server/dist.
 */
const serverBuilt = layers.includes('types') ? run('build common + server (type check)', 'npm', ['run', 'build', '-w', 'server']) : Promise.resolve(true);
const e2e = layers.includes('e2e');
const yielding = { yielding: e2e || layers.includes('scale') };
// Settled by lane 2 once the client is built (false: not built, or the build failed); lane 3 waits on it.
let clientBuiltAs;
const clientBuilt = new Promise((resolve) => (clientBuiltAs = resolve));
const e2eShard = (index) => vitest(`end to end (Chromium), half ${index} of 2`, 'e2e', opts, { report: `e2e-${index}`, args: [`--shard=${index}/2`] });
await Promise.all([
  (async () => {
    await serverBuilt;
    // House style (ESLint: boundaries, cycles, hooks, file names; Prettier in lane 2): a lint failure counts as a failure.
    if (layers.includes('lint')) await run('lint (eslint)', 'npx', ['eslint', '.']);
    if (layers.includes('common')) await vitest('common (validation, lookups)', 'common', opts);
    if (layers.includes('server')) await vitest('server (real PostgreSQL)', 'server', { ...opts, ...yielding });
  })(),
  (async () => {
    if (layers.includes('types')) await run('type check client', 'npx', ['tsc', '-p', 'client/tsconfig.json', '--noEmit']);
    const built = e2e && (await run('build client for end-to-end', 'npm', ['run', 'build', '-w', 'client']));
    clientBuiltAs(built);
    if (layers.includes('lint')) await run('format (prettier --check)', 'npx', ['prettier', '--check', '.']);
    await serverBuilt;
    if (layers.includes('types')) {
      await run('type check server tests', 'npx', ['tsc', '-p', 'server/tsconfig.check.json']);
      await run('type check end-to-end specs', 'npx', ['tsc', '-p', 'e2e/tsconfig.json']);
    }
    if (built) await e2eShard(1);
    // Scale-out (issue 10): two built replicas behind nginx, one stopped with SIGTERM under load (needs nginx;
    // .ci/run installs it).
    if (layers.includes('scale')) {
      await serverBuilt;
      if (await step('two replicas behind nginx (scripts/two-replicas.mjs)', 'node', ['scripts/two-replicas.mjs'], root, opts)) passed += 1;
      else failed += 1;
    }
  })(),
  (async () => {
    if ((await clientBuilt) && (await serverBuilt)) await e2eShard(2);
  })(),
  (async () => {
    await serverBuilt;
    if (layers.includes('client')) await vitest('client (jsdom + msw)', 'client', { ...opts, ...yielding });
  })(),
]);
const cpuAll = Math.round(childrenCpuSeconds() - cpuAtStart);
timings.push(`total: ${Math.round((Date.now() - startedAll) / 1000)} s${Number.isNaN(cpuAll) ? '' : `, CPU ${cpuAll} s`}`);

console.log(`\nStep times:\n${timings.map((t) => `  ${t}`).join('\n')}`);
if (failedNames.length) console.log(`\nFailed tests:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${broken.length ? `Failed steps: ${broken.join('; ')}` : 'All steps passed.'}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || broken.length > 0 ? 1 : 0);
