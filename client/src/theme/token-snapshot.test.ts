import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiesDir, copyModule, STYLED_SYSTEM } from '../test/chakra-module-copies';
import { patchTokenDictionary, SNAPSHOT_ELEMENT_ID, snapshotModuleCode, snapshotScriptContent } from '../../vite-static-tokens';
import { system } from './system';
import { restoreTokens, takeTokenSnapshot, type TokenDictionaryParts, type TokenOptions } from './token-snapshot';

const TEST_HOOK = '__portalTokenSnapshotTest';
const OPTIONS: TokenOptions = {
  breakpoints: system._config.theme?.breakpoints,
  tokens: system._config.theme?.tokens as TokenOptions['tokens'],
  semanticTokens: system._config.theme?.semanticTokens as TokenOptions['semanticTokens'],
  prefix: system._config.cssVarsPrefix ?? 'chakra',
};

let dir: string;
let restored: SystemContext;
let built: SystemContext;

beforeAll(async () => {
  dir = copiesDir('token-snapshot');
  const snapshot = takeTokenSnapshot(system.tokens as unknown as TokenDictionaryParts, OPTIONS);
  // As the build writes it into index.html.
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SNAPSHOT_ELEMENT_ID;
  element.textContent = snapshotScriptContent(snapshot);
  document.body.append(element);
  // The module the build generates, but for its import of restoreTokens: Node cannot import TypeScript from
  // under node_modules, so the copy reaches the same function through a global.
  (globalThis as Record<string, unknown>)[TEST_HOOK] = restoreTokens;
  const moduleCode = snapshotModuleCode('restore-source').replace(
    /^import \{ restoreTokens \} from "restore-source";$/m,
    `const restoreTokens = globalThis[${JSON.stringify(TEST_HOOK)}];`,
  );
  expect(moduleCode).not.toContain('restore-source');
  const snapshotFile = path.join(dir, 'snapshot.mjs');
  writeFileSync(snapshotFile, moduleCode);
  const patched = patchTokenDictionary(readFileSync(path.join(STYLED_SYSTEM, 'token-dictionary.js'), 'utf8'), snapshotFile);
  if (!patched) throw new Error("Chakra's createTokenDictionary no longer has the shape the build patches");
  const dictionary = copyModule(dir, 'token-dictionary.js', patched);
  const systemModule = copyModule(dir, 'system.js', readFileSync(path.join(STYLED_SYSTEM, 'system.js'), 'utf8'), { './token-dictionary.js': dictionary });
  const patchedCreateSystem = ((await import(/* @vite-ignore */ pathToFileURL(systemModule).href)) as { createSystem: typeof createSystem }).createSystem;
  restored = patchedCreateSystem(system._config);
  built = createSystem(system._config);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  document.getElementById(SNAPSHOT_ELEMENT_ID)?.remove();
  delete (globalThis as Record<string, unknown>)[TEST_HOOK];
});

describe('the token dictionary restored from its build-time snapshot', () => {
  it('is the one Chakra builds: every token, variable, category and colour palette', () => {
    const a = restored.tokens;
    const b = built.tokens;
    // Restored, not built: the parts left out of the snapshot are getters that build them on demand.
    expect(Object.getOwnPropertyDescriptor(a, 'cssVarMap')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(b, 'cssVarMap')?.get).toBeUndefined();
    expect([...a.flatMap]).toEqual([...b.flatMap]);
    expect([...a.colorPaletteMap].map(([k, v]) => [k, [...v]])).toEqual([...b.colorPaletteMap].map(([k, v]) => [k, [...v]]));
    for (const category of new Set([...b.flatMap.keys()].map((k) => k.split('.')[0]!))) {
      expect(a.getCategoryValues(category), category).toEqual(b.getCategoryValues(category));
    }
    expect([...a.tokenMap.keys()]).toEqual([...b.tokenMap.keys()]);
    for (const [name, token] of b.tokenMap) {
      const mine = a.getByName(name)!;
      expect(mine.value, name).toEqual(token.value);
      expect(mine.extensions.cssVar, name).toEqual(token.extensions.cssVar);
      expect(!!mine.extensions.virtual, name).toBe(!!token.extensions.virtual);
      expect(!!mine.extensions.conditions, name).toBe(!!token.extensions.conditions);
      expect(restored.token(name), name).toBe(built.token(name));
      expect(restored.token.var(name), name).toBe(built.token.var(name));
    }
    for (const value of ['{colors.red.500}', 'red.500/50', '{spacing.4} {sizes.sm}', 'calc({spacing.2} * -1)']) {
      expect(a.expandReferenceInValue(value), value).toBe(b.expandReferenceInValue(value));
    }
  });

  it('gives every recipe and style the same CSS', () => {
    const recipes = { ...system._config.theme?.recipes };
    for (const [key, recipe] of Object.entries(recipes)) {
      const variants = Object.entries((recipe as { variants?: Record<string, Record<string, unknown>> }).variants ?? {});
      const selections = [{}, ...variants.flatMap(([variant, values]) => Object.keys(values).map((value) => ({ [variant]: value })))];
      for (const selection of selections) {
        expect(restored.cva(recipe as never)(selection as never), `${key} ${JSON.stringify(selection)}`).toEqual(built.cva(recipe as never)(selection as never));
      }
    }
    const styles = [
      { colorPalette: 'green', bg: 'colorPalette.solid', color: 'colorPalette.contrast', _hover: { bg: 'colorPalette.solid/80' } },
      { color: 'fg.error', p: '4', mt: '-2', hideBelow: 'md', borderWidth: '1px', rounded: 'l2', shadow: 'md' },
      { fontSize: { base: 'sm', md: 'lg' }, lineHeight: 'short', textStyle: 'xl', layerStyle: 'fill.muted', animationStyle: 'slide-fade-in' },
      { minChildWidth: '150px', gap: '4', focusRing: 'outside', truncate: true, srOnly: true },
    ];
    for (const style of styles) expect(restored.css(style as never), JSON.stringify(style)).toEqual(built.css(style as never));
  });

  it('builds the rest on demand: the CSS variables per condition and the global token CSS', () => {
    expect([...restored.tokens.cssVarMap].map(([k, v]) => [k, [...v]])).toEqual([...built.tokens.cssVarMap].map(([k, v]) => [k, [...v]]));
    expect(restored.getTokenCss()).toEqual(built.getTokenCss());
    expect(restored.query.semanticTokens.list('colors')).toEqual(built.query.semanticTokens.list('colors'));
  });

  it('is not used for another theme', async () => {
    const other = createSystem({ theme: { tokens: { colors: { brand: { value: '#123456' } } } } });
    const patchedCreateSystem = ((await import(/* @vite-ignore */ pathToFileURL(path.join(dir, 'system.mjs')).href)) as { createSystem: typeof createSystem })
      .createSystem;
    const mine = patchedCreateSystem({ theme: { tokens: { colors: { brand: { value: '#123456' } } } } });
    expect([...mine.tokens.flatMap]).toEqual([...other.tokens.flatMap]);
    expect(mine.token('colors.brand')).toBe('#123456');
  });
});
