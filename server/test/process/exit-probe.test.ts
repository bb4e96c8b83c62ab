import { expect, it } from 'vitest';

// Fails only when vitest-exit-code.test.ts runs it (EXIT_PROBE=1), to show a failed server test fails the run.
it.runIf(process.env.EXIT_PROBE === '1')('fails on purpose', () => {
  expect(1).toBe(2);
});
