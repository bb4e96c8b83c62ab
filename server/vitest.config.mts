import { createRequire } from 'node:module';
import path from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC, not esbuild: TypeGraphQL and MikroORM read decorator metadata, which esbuild does not emit.
export default defineConfig({
  plugins: [
    swc.vite({
      module: { type: 'es6' },
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@portal\/common\/(.*)$/, replacement: path.resolve(import.meta.dirname, '../common/src/$1') },
      // Load the graphql build Node loads for type-graphql (CommonJS), not Vite's pick (ESM): one realm, one GraphQLScalarType.
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll waits for what the portal does after an answer (a job, a delivery's row): vitest's default gives up
    // after 1 s, which the layer's files outlast at nice 10 beside the browser specs. A wait, not a timing check: one
    // that succeeds returns at once.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's module cache: the app (TypeGraphQL schema, MikroORM entities, SWC-compiled sources) is
    // imported once per worker, not once per file, which was a third of the layer's time. Each file still gets its own
    // database and portal (test/harness.ts); a file that changes process state (env, globals) puts it back in afterAll.
    isolate: false,
  },
});
