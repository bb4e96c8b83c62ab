import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiesDir, copyModule, STYLED_SYSTEM } from '../test/chakra-module-copies';
import { patchSystemTokenMap, patchUtility } from '../../vite-lazy-style-utilities';
import { screenRecipes, screenSlotRecipes } from './screen-recipes';
import { system } from './system';

/** The portal's system with every screen's recipes, as it is once all screens have loaded. */
const CONFIG = [system._config, { theme: { recipes: screenRecipes, slotRecipes: screenSlotRecipes } }] as const;

/** Values of every kind a style property takes: spacing, sizes, colours and semantic colours, radii, keywords. */
const VALUES = [
  ...['0', '0.5', '1', '2', '4', '-2', '12', 'px', 'sm', 'md', 'lg', 'xl', '2xl', 'full', 'auto', 'none', '50%', '10px', 'inherit'],
  ...['red.500', 'red.500/50', 'fg', 'fg.error', 'fg.muted', 'bg.panel', 'border', 'colorPalette.solid', 'colorPalette.fg', 'currentBg', 'transparent'],
  ...['l2', 'l3', 'bold', 'mono', 'body', 'tall', 'short', 'wider', 'fast', 'moderate', 'outside', 'inside', 'xs', 'fill.muted', 'slide-fade-in'],
  ...['spin', 'pulse', 'green', 'gray', 'modal', 'overlay', 'breakpoint-md', '{spacing.4} {sizes.sm}', 'calc({spacing.2} * -1)', true, 2],
];

let dir: string;
let lazy: SystemContext;
let eager: SystemContext;

beforeAll(async () => {
  dir = copiesDir('lazy-style-utilities');
  const utility = patchUtility(readFileSync(path.join(STYLED_SYSTEM, 'utility.js'), 'utf8'));
  const systemCode = patchSystemTokenMap(readFileSync(path.join(STYLED_SYSTEM, 'system.js'), 'utf8'));
  if (!utility || !systemCode) throw new Error("Chakra's createUtility or createSystem no longer has the shape the build patches");
  const utilityModule = copyModule(dir, 'utility.js', utility);
  const systemModule = copyModule(dir, 'system.js', systemCode, { './utility.js': utilityModule });
  const patchedCreateSystem = ((await import(/* @vite-ignore */ pathToFileURL(systemModule).href)) as { createSystem: typeof createSystem }).createSystem;
  lazy = patchedCreateSystem(...CONFIG);
  eager = createSystem(...CONFIG);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("Chakra's style utilities computed on first use", () => {
  it('patches the code the build bundles, and is patched (nothing computed before use)', () => {
    const code = readFileSync(path.join(STYLED_SYSTEM, 'utility.js'), 'utf8');
    expect(patchUtility(code)).toContain('valuesOf(key)');
    // A shape the patch does not know is left alone (the build warns and keeps Chakra's code).
    expect(patchUtility(code.replace('const propValues = /* @__PURE__ */ new Map();', 'const propValues = new Map();'))).toBeNull();
    expect(patchSystemTokenMap('')).toBeNull();
  });

  it('gives every style property the CSS Chakra gives it, for values of every kind', () => {
    const keys = eager.utility.keys();
    expect(lazy.utility.keys()).toEqual(keys);
    expect([...lazy.properties]).toEqual([...eager.properties]);
    expect(keys.length).toBeGreaterThan(300);
    for (const key of keys) {
      for (const value of VALUES) {
        const style = { [key]: value };
        expect(lazy.css(style as never), JSON.stringify(style)).toEqual(eager.css(style as never));
      }
    }
  });

  it('gives every recipe of the portal, in every variant, the CSS Chakra gives it', () => {
    const recipes = { ...eager._config.theme?.recipes, ...eager._config.theme?.slotRecipes };
    // The sign-in page's 7 and the screens' 30.
    expect(Object.keys(recipes).length).toBeGreaterThanOrEqual(37);
    for (const [key, recipe] of Object.entries(recipes)) {
      const isSlot = 'slots' in (recipe as object);
      const variants = Object.entries((recipe as { variants?: Record<string, Record<string, unknown>> }).variants ?? {});
      const selections = [{}, ...variants.flatMap(([variant, values]) => Object.keys(values).map((value) => ({ [variant]: value })))];
      for (const selection of selections) {
        const [mine, theirs] = isSlot
          ? [lazy.sva(recipe as never)(selection as never), eager.sva(recipe as never)(selection as never)]
          : [lazy.cva(recipe as never)(selection as never), eager.cva(recipe as never)(selection as never)];
        expect(mine, `${key} ${JSON.stringify(selection)}`).toEqual(theirs);
      }
    }
  });

  it('gives the same tokens and, when asked, the same property types', () => {
    for (const name of eager.tokens.tokenMap.keys()) {
      expect(lazy.token(name), name).toBe(eager.token(name));
      expect(lazy.token.var(name), name).toBe(eager.token.var(name));
    }
    const types = (s: SystemContext) => [...s.utility.getTypes()];
    expect(types(lazy)).toEqual(types(eager));
    expect(types(lazy).length).toBeGreaterThan(150);
  });
});
