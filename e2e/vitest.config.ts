import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for the screen (a reload, a query, a toast): 1 s by default, too short when the 2 cores are
    // shared with the portal, PostgreSQL and Chromium (a reloaded page once took longer). A wait, not a timing check.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time on a 2-core machine; the specs share one portal.
    fileParallelism: false,
    // The files run one after another in one worker that keeps its imports (Playwright, axe, the parsers), instead
    // of a fresh module graph per file: no spec keeps state in a shared module.
    isolate: false,
    // A spec whose suites only read (axe-every-route's roles) runs two of them side by side, one per core.
    maxConcurrency: 2,
  },
});
