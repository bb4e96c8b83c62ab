import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { applyEdits, type Edit, patchModules } from './vite-text-edits';

const SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const SNAPSHOT_MODULE = 'virtual:portal-css-snapshot';
const RESOLVED_SNAPSHOT_MODULE = `\0${SNAPSHOT_MODULE}`;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CSS_SNAPSHOT_SOURCE = path.join(HERE, 'src', 'theme', 'css-snapshot.ts');

/** The id of the element in index.html that holds the snapshot. */
export const CSS_SNAPSHOT_ELEMENT_ID = 'portal-css-snapshot';

const CREATE_CSS = ['  const css = createCssFn({', '    transform: utility.transform,', '    conditions,', '    normalize: normalizeFn', '  });'].join('\n');

const EDITS: Edit[] = [[CREATE_CSS, CREATE_CSS.replace('const css = createCssFn({', 'const css = __portalWrapCss(createCssFn({').replace(/\}\);$/, '}));')]];

/**
 * Chakra's createSystem with its `css()` wrapped (src/theme/css-snapshot.ts): recording in the build's render of
 * the first screens, answering from index.html's snapshot in the browser, left as it is anywhere else. The recipes'
 * `cva` and `sva` take the same wrapped function, so their calls are recorded and answered too. Null when Chakra's
 * code has changed shape.
 */
export function patchSystem(code: string, snapshotModule = SNAPSHOT_MODULE): string | null {
  const patched = applyEdits(code, EDITS);
  return patched && `import { wrapCss as __portalWrapCss } from ${JSON.stringify(snapshotModule)};\n${patched}`;
}

/** The module the patched createSystem imports: which of the three the page is, decided once when the system is made. */
export function snapshotModuleCode(source = CSS_SNAPSHOT_SOURCE): string {
  return [
    `import { cssRecord, recordingCss, seededCss } from ${JSON.stringify(source)};`,
    'export function wrapCss(css) {',
    '  const record = cssRecord();',
    '  if (record) return recordingCss(css, record);',
    `  const element = typeof document === 'undefined' || typeof document.getElementById !== 'function' ? null : document.getElementById(${JSON.stringify(CSS_SNAPSHOT_ELEMENT_ID)});`,
    '  return element && element.textContent ? seededCss(css, JSON.parse(element.textContent)) : css;',
    '}',
  ].join('\n');
}

/**
 * The first screens' `css()` answers, recorded at build time and answered from index.html in the browser. The
 * build (`apply: 'build'`) patches the bundle's createSystem; vite-static-first-styles.ts passes this plugin
 * (`apply` left open) to the module runner that renders the first screens, where the same patch records their
 * calls, and writes what it recorded into index.html. Should Chakra's code change shape the build warns and
 * computes every style in the browser again (the page stays right, only slower). The dev server and the tests run
 * Chakra's own code.
 */
export function cssSnapshot(apply?: 'build'): Plugin {
  return {
    name: 'portal-css-snapshot',
    apply,
    resolveId: (id) => (id === SNAPSHOT_MODULE ? RESOLVED_SNAPSHOT_MODULE : null),
    load: (id) => (id === RESOLVED_SNAPSHOT_MODULE ? snapshotModuleCode() : null),
    transform: patchModules({
      file: SYSTEM,
      patch: (code) => patchSystem(code),
      changed: "Chakra's createSystem changed: the first screens' styles are computed in the browser again",
    }),
  };
}
