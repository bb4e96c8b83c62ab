import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printPortalSchema } from '../src/print-schema.js';
import { startTestPortal, type TestPortal } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('checked-in artifacts are fresh', () => {
  it('schema.graphql is what the server prints (run `npm run codegen` after changing the API)', async () => {
    expect(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8')).toBe(await printPortalSchema());
  });

  it('client/src/gql is what codegen makes of schema.graphql and the client operations (run `npm run codegen`)', async () => {
    const { config } = await loadCodegenConfig({ configFilePath: path.join(ROOT, 'codegen.yml') });
    // Codegen parses every file its globs name with Babel to pluck the operations out: the 420 of 670 that hold none
    // cost 2.4 of this test's 9.7 CPU seconds. Only a file that names gql or graphql can hold one (a gql tag, a
    // graphql() call, a graphql-tag import, a GraphQL magic comment), so codegen gets those files of the same globs.
    expect(config.documents).toEqual(['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*']);
    const documents = readdirSync(path.join(ROOT, 'client/src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`gql${path.sep}`))
      .map((f) => path.join('client/src', f))
      .filter((f) => /gql|graphql/i.test(readFileSync(path.join(ROOT, f), 'utf8')));
    const files: { filename: string; content: string }[] = await generate({ ...config, documents, cwd: ROOT, silent: true }, false);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(readFileSync(path.resolve(ROOT, f.filename), 'utf8'), f.filename).toBe(f.content);
    }
  }, 60_000);
});

describe('migrations match the entities', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.stop());

  it('leaves nothing for the schema generator to change (write a migration for every entity change)', async () => {
    const sql = await portal.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: true });
    expect(sql.trim()).toBe('');
  });
});
