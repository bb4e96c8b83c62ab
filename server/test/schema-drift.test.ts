import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
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
    const files: { filename: string; content: string }[] = await generate({ ...config, cwd: ROOT, silent: true }, false);
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
