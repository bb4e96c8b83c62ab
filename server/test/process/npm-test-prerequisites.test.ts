import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// The README's test command on a machine without Debian's Chromium: it installs it when it may (root with
// apt-get, see scripts/test-prerequisites.mjs), else it stops before any layer runs, naming the one command.
it('npm test without Chromium, not allowed to install, stops at once with the command that installs it', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/test-all.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TEST_LAYERS: 'client,e2e', CHROMIUM_PATH: path.join(root, 'no-such-dir', 'chromium'), TEST_INSTALL: 'false' },
    timeout: 60_000,
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('apt-get install -y chromium');
  expect(r.stdout).toContain('Tests: 0 passed, 1 failed');
  // No layer ran: not the client tests, not the client build.
  expect(r.stdout).not.toContain('=== client');
});
