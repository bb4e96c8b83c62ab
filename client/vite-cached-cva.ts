import type { Plugin } from 'vite';
import { applyEdits, type Edit, patchModules } from './vite-text-edits';

const FACTORY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;

const EDITS: Edit[] = [
  [
    [
      '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);',
      '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;',
      '    const cvaRecipe = mergeCva(baseCva, cvaFn);',
    ].join('\n'),
    [
      '    const cvaFn = configOrCva.__cva__ ? configOrCva : cvaOnce(cva, configOrCva);',
      '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cvaOnce(cva, tag.__emotion_cva) : tag.__emotion_cva;',
      '    const cvaRecipe = mergeCvaOnce(baseCva, cvaFn);',
    ].join('\n'),
  ],
  [
    'const mergeCva = (cvaA, cvaB) => {',
    [
      // Keyed by the system's cva (one per system) and the component's config, both made once per definition.
      'const cvaMade = /* @__PURE__ */ new WeakMap();',
      'const cvaOnce = (cva, config) => {',
      '  if (typeof config !== "object" || config === null) return cva(config);',
      '  let byConfig = cvaMade.get(cva);',
      '  if (!byConfig) cvaMade.set(cva, byConfig = /* @__PURE__ */ new WeakMap());',
      '  let made = byConfig.get(config);',
      '  if (!made) byConfig.set(config, made = cva(config));',
      '  return made;',
      '};',
      'const cvaMerged = /* @__PURE__ */ new WeakMap();',
      'const mergeCvaOnce = (cvaA, cvaB) => {',
      '  if (!cvaA || !cvaB) return mergeCva(cvaA, cvaB);',
      '  let byB = cvaMerged.get(cvaA);',
      '  if (!byB) cvaMerged.set(cvaA, byB = /* @__PURE__ */ new WeakMap());',
      '  let merged = byB.get(cvaB);',
      '  if (!merged) byB.set(cvaB, merged = mergeCva(cvaA, cvaB));',
      '  return merged;',
      '};',
      'const mergeCva = (cvaA, cvaB) => {',
    ].join('\n'),
  ],
];

/**
 * Chakra's `chakra()` factory with its style recipe made once per component, not at every render. Each render of
 * every styled element (Box, Stack, Text, a recipe's slots) called the system's `cva` on the component's fixed
 * config, and merged it with its base tag's: a new recipe function each time, with a new memo of its resolved
 * variants, so that memo never served a second render or a second element. In a CPU profile of the vendor
 * overview's first load (Chromium at 4x CPU) that `cva` call was about a sixth of the styled elements' render time.
 * A config and a system both stay the same object for the page's life, and a recipe is a pure function of them, so
 * the one made first is the one every render would have made. The code is the same text replaced; should Chakra's
 * change shape the build warns and keeps Chakra's own (the page stays right, only slower). Build only: the dev
 * server and the tests run Chakra's code.
 */
export const patchFactory = (code: string): string | null => applyEdits(code, EDITS);

export function cachedCva(): Plugin {
  return {
    name: 'portal-cached-cva',
    apply: 'build',
    transform: patchModules({ file: FACTORY, patch: patchFactory, changed: "Chakra's styled factory changed: its recipes are made at every render again" }),
  };
}
