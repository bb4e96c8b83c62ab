import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A `graphql(`...`)` call with a plain template (no `${}`, no escape), as the client's operations are written. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
/** One entry of gql.ts's map: the source as a JSON string, then the document it stands for in graphql.ts. */
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One document of graphql.ts: its name and its JSON, on one line. */
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm;
/** The module that holds one document: `${PREFIX}<name>`. */
const PREFIX = '\0portal-graphql-document:';

/** gql.ts's own map from each `graphql()` source to the name of its document in graphql.ts. */
export function documentNames(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  const end = gqlSource.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error('graphql documents: no `const documents` map in src/gql/gql.ts');
  const names = new Map<string, string>();
  for (const [, source, name] of gqlSource.slice(start, end).matchAll(ENTRY)) names.set(JSON.parse(source!) as string, name!);
  return names;
}

/** graphql.ts's documents by name, as their JSON text (checked to parse). */
export function documentTexts(graphqlSource: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [, name, json] of graphqlSource.matchAll(DOCUMENT)) {
    JSON.parse(json!);
    texts.set(name!, json!);
  }
  return texts;
}

/**
 * The module's `graphql(`...`)` calls replaced by the documents they return, each imported from a module of its
 * own (`importFrom(name)`); null when the module has none. A source that gql.ts does not know (codegen not run
 * since it changed) is left as a call, which still works, and reported. Every line stays where it was (a call
 * keeps its line breaks, the imports go on the first line), so the module's source map still holds.
 */
export function replaceCalls(code: string, names: Map<string, string>, importFrom: (name: string) => string, unknown: (source: string) => void): string | null {
  const used = new Set<string>();
  const replaced = code.replace(CALL, (call, source: string) => {
    const name = names.get(source);
    if (!name) {
      unknown(source);
      return call;
    }
    used.add(name);
    return `__gqlDocument_${name}` + '\n'.repeat(call.split('\n').length - 1);
  });
  if (used.size === 0) return null;
  const imports = [...used].map((name) => `import __gqlDocument_${name} from ${JSON.stringify(importFrom(name))};`).join(' ');
  return `${imports} ${replaced}`;
}

/**
 * The client's operations are written as `graphql(`...`)` (GraphQL Codegen's client preset), which looks the text
 * up in gql.ts's map of every operation of the client: the map and all 160-odd parsed documents (graphql.ts is one
 * module, so one chunk) loaded with the first screen that talks to the API, about 19 kB gzip to download and build
 * on a phone's main thread, whatever the screen asks. In `vite build` this replaces each call by its document, in
 * a module of its own made from graphql.ts's JSON: a screen's chunk holds only the documents it sends, and neither
 * the map nor graphql.ts is loaded (nothing calls `graphql` any more). The dev server and the tests keep the calls.
 */
export function graphqlDocuments(): Plugin {
  let gqlDir = '';
  let names = new Map<string, string>();
  let texts = new Map<string, string>();
  return {
    name: 'portal-graphql-documents',
    apply: 'build',
    configResolved(config) {
      gqlDir = path.join(config.root, 'src', 'gql');
    },
    buildStart() {
      names = documentNames(readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8'));
      texts = documentTexts(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8'));
      const missing = [...names.values()].filter((name) => !texts.has(name));
      if (missing.length > 0) throw new Error(`graphql documents: graphql.ts has no ${missing.join(', ')} (run npm run codegen)`);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const text = texts.get(id.slice(PREFIX.length));
      if (text === undefined) throw new Error(`graphql documents: no document ${id.slice(PREFIX.length)}`);
      return `export default ${text};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep) || !code.includes('graphql(')) return null;
      const out = replaceCalls(
        code,
        names,
        (name) => PREFIX + name,
        (source) =>
          this.warn(
            `graphql documents: ${path.relative(gqlDir, file)} has an operation that src/gql/gql.ts does not list (run npm run codegen): ${source.trim().split('\n')[0]}`,
          ),
      );
      return out === null ? null : { code: out, map: null };
    },
  };
}
