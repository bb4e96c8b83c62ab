import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** Test files that replace a module (vi.mock, vi.doMock), found by reading them (see `projects` below). */
const SRC = fileURLToPath(new URL('./src', import.meta.url));
const MOCKING_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f.replaceAll('\\', '/')}`)
  .filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${SRC}/${f.slice(4)}`, 'utf8')));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Beside the browser specs at a lower priority (npm test), a test that renders a screen several times took 18 s.
      testTimeout: 60000,
      // A beforeAll that imports a screen's module compiles it on first import: on the loaded CI machine that passed
      // vitest's 10 s hook default (prequal-form-page.test.tsx). A limit for a hung hook, not a timing check.
      hookTimeout: 60000,
      // expect.poll as long as Testing Library's waits (setup.ts): vitest's default gives up after 1 s.
      expect: { poll: { timeout: 20_000 } },
      // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Two there cut the layer from
      // about 7 to 5 minutes (the main process mostly waits).
      maxWorkers: Math.max(availableParallelism() - 1, 2),
      // Files share their worker's modules (isolate: false): Chakra, the app and msw are imported once per worker, not
      // once per file, which was most of the layer's "setup" time (6 small files: 31 s of CPU isolated, 13 s shared).
      // Module state a test leaves behind is reset in src/test/setup.ts after each test. A file that replaces a module
      // with vi.mock runs isolated: a shared worker may have loaded the real module already, and would keep the mock
      // for the next file.
      // (`include` is per project: a project's own adds to the root's rather than replacing it.)
      projects: [
        {
          extends: true as const,
          test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...MOCKING_FILES], isolate: false },
        },
        ...(MOCKING_FILES.length ? [{ extends: true as const, test: { name: 'isolated', include: MOCKING_FILES } }] : []),
      ],
    },
  }),
);
