import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { patchModules } from './vite-text-edits';
import type { TokenOptions, TokenSnapshot } from './src/theme/token-snapshot';

const TOKEN_DICTIONARY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const SNAPSHOT_MODULE = 'virtual:portal-token-snapshot';
const RESOLVED_SNAPSHOT_MODULE = `\0${SNAPSHOT_MODULE}`;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const TOKEN_SNAPSHOT_SOURCE = path.join(HERE, 'src', 'theme', 'token-snapshot.ts');

/** The end of Chakra's createTokenDictionary: walk the theme, then resolve, transform and index every token. */
const BUILD_CALLS = /\n(\s*)registerTokens\(\);\n\s*registerTransform\(\.\.\.tokenTransforms\);\n\s*registerMiddleware\(\.\.\.tokenMiddlewares\);\n\s*build\(\);\n/;

/**
 * Has Chakra's createTokenDictionary restore the snapshot when it was taken for the same options, and build the
 * dictionary as before otherwise (and for the parts the snapshot leaves out). Null when Chakra's code has changed shape.
 */
export function patchTokenDictionary(code: string, snapshotModule = SNAPSHOT_MODULE): string | null {
  if (!code.includes('function createTokenDictionary(options) {') || !BUILD_CALLS.test(code) || !code.includes('let byCategoryJson = {};')) return null;
  const restore = [
    'if (options.__portalFull || !__portalRestoreTokens(options, { allTokens, tokenNameMap, flatMap, colorPaletteMap, dictionary, formatCssVar,',
    '  setCategoryValues: (value) => { byCategoryJson = value; },',
    '  full: () => createTokenDictionary({ ...options, __portalFull: true }) })) {',
    '  registerTokens();',
    '  registerTransform(...tokenTransforms);',
    '  registerMiddleware(...tokenMiddlewares);',
    '  build();',
    '}',
  ];
  return `import { restore as __portalRestoreTokens } from ${JSON.stringify(snapshotModule)};\n${code.replace(BUILD_CALLS, (_, indent: string) => `\n${restore.map((line) => indent + line).join('\n')}\n`)}`;
}

/** The id of the element in index.html that holds the snapshot. */
export const SNAPSHOT_ELEMENT_ID = 'portal-token-snapshot';

/** The snapshot as index.html holds it: JSON in a data block, which the browser neither runs nor shows. */
export function snapshotScriptContent(snapshot: TokenSnapshot): string {
  // `<` escaped, so no text in it can end the element early.
  return JSON.stringify(snapshot).replaceAll('<', '\\u003c');
}

/**
 * The module the patched dictionary imports: it reads the snapshot from index.html. Data, not code: the page
 * parses it as JSON instead of compiling it (and where it is missing, in the dev server or a test, Chakra builds
 * the dictionary as usual).
 */
export function snapshotModuleCode(restoreSource = TOKEN_SNAPSHOT_SOURCE): string {
  return [
    `import { restoreTokens } from ${JSON.stringify(restoreSource)};`,
    `const element = typeof document === 'undefined' ? null : document.getElementById(${JSON.stringify(SNAPSHOT_ELEMENT_ID)});`,
    'const snapshot = element?.textContent ? JSON.parse(element.textContent) : null;',
    'export const restore = (options, internals) => snapshot !== null && restoreTokens(snapshot, options, internals);',
  ].join('\n');
}

/**
 * Chakra's token dictionary built at build time (see src/theme/token-snapshot.ts): the portal's system
 * (theme/system.ts) is created here in Node, its dictionary kept as a snapshot in index.html (beside the global
 * CSS made from the same tokens), and Chakra's createTokenDictionary in the bundle restores it instead of building it. Should Chakra's code change shape the
 * patch is skipped with a warning: the page stays right, only slower. The dev server and tests are unchanged.
 */
export function staticTokens(): Plugin {
  let snapshot: TokenSnapshot | undefined;
  return {
    name: 'portal-static-tokens',
    apply: 'build',
    async buildStart() {
      // Imported here: the test of the patch imports this file in a browser-like environment, where vite cannot load.
      const { runnerImport } = await import('vite');
      const [{ module: sys }, { module: snap }] = await Promise.all([
        runnerImport<typeof import('./src/theme/system')>(path.join(HERE, 'src', 'theme', 'system.ts'), { configFile: false, logLevel: 'warn' }),
        runnerImport<typeof import('./src/theme/token-snapshot')>(TOKEN_SNAPSHOT_SOURCE, { configFile: false, logLevel: 'warn' }),
      ]);
      const { system } = sys;
      const theme = system._config.theme ?? {};
      // As createSystem passes them to createTokenDictionary.
      const options: TokenOptions = {
        breakpoints: theme.breakpoints,
        tokens: theme.tokens as TokenOptions['tokens'],
        semanticTokens: theme.semanticTokens as TokenOptions['semanticTokens'],
        prefix: system._config.cssVarsPrefix ?? 'chakra',
      };
      snapshot = snap.takeTokenSnapshot(system.tokens as never, options);
    },
    resolveId: (id) => (id === SNAPSHOT_MODULE ? RESOLVED_SNAPSHOT_MODULE : null),
    load(id) {
      if (id !== RESOLVED_SNAPSHOT_MODULE) return null;
      return snapshotModuleCode();
    },
    transform: patchModules({
      file: TOKEN_DICTIONARY,
      patch: (code) => patchTokenDictionary(code),
      changed: "Chakra's createTokenDictionary changed: the token dictionary is built in the browser again",
    }),
    transformIndexHtml: {
      order: 'post',
      handler: () => {
        if (!snapshot) throw new Error('the token snapshot was not taken');
        // At the end of the body: read when the bundle runs, after the document (and any static first paint) is in.
        const attrs = { type: 'application/json', id: SNAPSHOT_ELEMENT_ID };
        return [{ tag: 'script', attrs, children: snapshotScriptContent(snapshot), injectTo: 'body' }];
      },
    },
  };
}
