import { describe, expect, it, vi } from 'vitest';
import { documentNames, documentTexts, replaceCalls } from '../vite-graphql-documents';
import gqlSource from './gql/gql.ts?raw';
import * as documents from './gql/graphql';
import graphqlSource from './gql/graphql.ts?raw';

const names = documentNames(gqlSource);
const texts = documentTexts(graphqlSource);
const importFrom = (name: string) => `doc:${name}`;

/** The client's own modules (not the generated ones, not the tests) that call `graphql`, and their code. */
function modulesWithCalls(): [string, string][] {
  const modules = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./gql/**'], { query: '?raw', import: 'default', eager: true });
  return Object.entries(modules).filter(([, code]) => /\bgraphql\(\s*`/.test(code));
}

describe('graphql documents (vite-graphql-documents.ts)', () => {
  it("reads gql.ts's map: each source to a document that graphql.ts exports", () => {
    expect(names.size).toBeGreaterThan(100);
    for (const name of names.values()) expect(documents).toHaveProperty(name);
    const me = [...names].find(([source]) => /^\s*query Me \{/.test(source));
    expect(me?.[1]).toBe('MeDocument');
  });

  it("reads each document's JSON from graphql.ts, the same document the client imports", () => {
    expect(texts.size).toBeGreaterThanOrEqual(new Set(names.values()).size);
    for (const name of names.values()) expect(JSON.parse(texts.get(name) ?? 'null'), name).toEqual(documents[name as keyof typeof documents]);
  });

  // Then no chunk calls graphql() and its map of every operation is left out of the build.
  it('replaces every call of the client by the document graphql() would return', async () => {
    const { graphql } = await import('./gql');
    const modules = modulesWithCalls();
    expect(modules.length).toBeGreaterThan(50);
    for (const [file, code] of modules) {
      const unknown = vi.fn();
      const out = replaceCalls(code, names, importFrom, unknown);
      expect(unknown, file).not.toHaveBeenCalled();
      expect(out, file).not.toBeNull();
      expect(out, file).not.toMatch(/\bgraphql\(\s*`/);
      for (const [, source] of code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
        expect(documents[names.get(source!) as keyof typeof documents], file).toBe((graphql as unknown as (s: string) => unknown)(source!));
      }
    }
  });

  it('replaces the calls by imported documents, every line where it was', () => {
    const meSource = [...names].find(([, name]) => name === 'MeDocument')![0];
    // A query with variables: its text has `$` (only `${` would make it a template with values).
    const [withVariables, variablesName] = [...names].find(([source]) => source.includes('$'))!;
    const code = `import { graphql } from '../gql';\nexport const ME = graphql(\`${meSource}\`);\nexport const AGAIN = graphql(\`${meSource}\`);\nexport const V = graphql(\`${withVariables}\`);\nconst x = 1;\n`;
    const unknown = vi.fn();
    const out = replaceCalls(code, names, importFrom, unknown);
    expect(out).not.toBeNull();
    expect(out!.split('\n')).toHaveLength(code.split('\n').length);
    expect(out!.split('\n')[0]).toBe(
      `import __gqlDocument_MeDocument from "doc:MeDocument"; import __gqlDocument_${variablesName} from "doc:${variablesName}"; import { graphql } from '../gql';`,
    );
    expect(out).toContain('export const ME = __gqlDocument_MeDocument');
    expect(out).toContain('export const AGAIN = __gqlDocument_MeDocument');
    expect(out).toContain(`export const V = __gqlDocument_${variablesName}`);
    expect(out).toContain(`import __gqlDocument_${variablesName} from "doc:${variablesName}";`);
    expect(out!.split('\n').indexOf('const x = 1;')).toBe(code.split('\n').indexOf('const x = 1;'));
    expect(out).not.toContain('graphql(`');
    expect(unknown).not.toHaveBeenCalled();
  });

  it('leaves a call it does not know, and a module without calls, as they are', () => {
    const unknown = vi.fn();
    const code = 'const Q = graphql(`\n  query NotGenerated { me { userId } }\n`);\n';
    expect(replaceCalls(code, names, importFrom, unknown)).toBeNull();
    expect(unknown).toHaveBeenCalledWith('\n  query NotGenerated { me { userId } }\n');
    expect(replaceCalls('export const a = 1;\n', names, importFrom, unknown)).toBeNull();
  });
});
