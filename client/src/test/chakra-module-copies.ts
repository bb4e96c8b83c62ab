import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Copies of Chakra's own modules with a build patch applied (vite-static-tokens.ts, vite-lazy-style-utilities.ts),
 * for tests that compare the patched system with Chakra's.
 */

/** Chakra's styled-system modules (ESM): the code the build patches. */
export const STYLED_SYSTEM = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'styled-system');

/** A new folder for the copies, under node_modules, so their own imports of packages (@pandacss/is-valid-prop) resolve as Chakra's do. */
export function copiesDir(prefix: string): string {
  const cache = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(path.join(cache, `${prefix}-`));
}

/** Chakra's own module, copied aside with its relative imports made absolute (and some of them replaced). */
export function copyModule(dir: string, file: string, code: string, replace: Record<string, string> = {}): string {
  const out = path.join(dir, file.replace(/\.js$/, '.mjs'));
  const rewritten = code.replace(
    /from '(\.{1,2}\/[^']+)'/g,
    (_, spec: string) => `from ${JSON.stringify(pathToFileURL(replace[spec] ?? path.join(STYLED_SYSTEM, spec)).href)}`,
  );
  writeFileSync(out, rewritten);
  return out;
}
