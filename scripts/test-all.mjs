#!/usr/bin/env node
// `npm test`: every test layer in turn (lint, type checks, common, server, client, end to end in Chromium, two replicas),
// then one closing line "Tests: N passed, N failed". Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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

function step(name, cmd, args, cwd = root) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  // Each step's wall time, so a slow CI log says which step to look at.
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${name}: ${seconds} s`);
  console.log(`=== ${name}: ${seconds} s ===`);
  if (r.status !== 0) broken.push(name);
  return r.status === 0;
}

function vitest(name, workspace) {
  const file = path.join(out, `${workspace}.json`);
  const ok = step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], path.join(root, workspace));
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const f of r.testResults ?? []) {
      for (const a of f.assertionResults ?? []) {
        if (a.status === 'failed')
          failedNames.push(
            `${name}: ${path.relative(root, f.name)} > ${a.fullName}\n    ${String(a.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300)}`,
          );
      }
      if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')) {
        failedNames.push(
          `${name}: ${path.relative(root, f.name)} (the file failed: ${String(f.message ?? '')
            .split('\n')[0]
            .slice(0, 300)})`,
        );
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
// House style first (ESLint: boundaries, cycles, hooks, file names; Prettier): a lint failure counts as a failure.
if (layers.includes('lint')) {
  if (!step('lint (eslint + prettier --check)', 'npm', ['run', 'lint'])) failed += 1;
}
if (layers.includes('types')) {
  if (!step('build common + server (type check)', 'npm', ['run', 'build', '-w', 'server'])) failed += 1;
  if (!step('type check server tests', 'npx', ['tsc', '-p', 'server/tsconfig.check.json'])) failed += 1;
  if (!step('type check client', 'npx', ['tsc', '-p', 'client/tsconfig.json', '--noEmit'])) failed += 1;
  if (!step('type check end-to-end specs', 'npx', ['tsc', '-p', 'e2e/tsconfig.json'])) failed += 1;
}
if (layers.includes('common')) vitest('common (validation, lookups)', 'common');
if (layers.includes('server')) vitest('server (real PostgreSQL)', 'server');
if (layers.includes('client')) vitest('client (jsdom + msw)', 'client');
if (layers.includes('e2e')) {
  if (!step('build client for end-to-end', 'npm', ['run', 'build', '-w', 'client'])) failed += 1;
  else vitest('end to end (Chromium)', 'e2e');
}

// Scale-out (issue 10): two built replicas behind nginx, one stopped with SIGTERM under load (needs nginx; .ci/run installs it).
if (layers.includes('scale')) {
  if (!step('two replicas behind nginx (scripts/two-replicas.mjs)', 'node', ['scripts/two-replicas.mjs'])) failed += 1;
  else passed += 1;
}

console.log(`\nStep times:\n${timings.map((t) => `  ${t}`).join('\n')}`);
if (failedNames.length) console.log(`\nFailed tests:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${broken.length ? `Failed steps: ${broken.join('; ')}` : 'All steps passed.'}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || broken.length > 0 ? 1 : 0);
