import type { Plugin } from 'vite';
import { applyEdits, type Edit, patchModules } from './vite-text-edits';

const UTILITY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]utility\.js$/;
const SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const UTILITY_EDITS: Edit[] = [
  // Each property's values (its tokens: the whole colour scale for every colour property, spread into a new object
  // each time) are computed when the property is first styled, from the configs registered for it since.
  [
    'const propValues = /* @__PURE__ */ new Map();',
    [
      'const propValues = /* @__PURE__ */ new Map();',
      'const pendingValues = /* @__PURE__ */ new Map();',
      'const valuesOf = (property) => {',
      '  const pending = pendingValues.get(property);',
      '  if (pending) {',
      '    pendingValues.delete(property);',
      '    for (const config of pending) {',
      '      const values = getPropertyValues(config);',
      '      if (values) propValues.set(property, values);',
      '    }',
      '  }',
      '  return propValues.get(property);',
      '};',
      // The property types serve Chakra's type generation (getTypes) only: recorded, run in order when it asks.
      'let typeCalls = [];',
      'const runTypeCalls = () => {',
      '  const calls = typeCalls;',
      '  typeCalls = [];',
      '  for (const call of calls) call();',
      '};',
    ].join('\n'),
  ],
  [
    [
      '  const assignProperty = (property, config) => {',
      '    const values = getPropertyValues(config);',
      '    if (!values) return;',
      '    propValues.set(property, values);',
      '    assignPropertyType(property, config);',
      '  };',
    ].join('\n'),
    [
      '  const assignProperty = (property, config) => {',
      '    pendingValues.set(property, [...(pendingValues.get(property) ?? []), config]);',
      '    typeCalls.push(() => {',
      '      if (getPropertyValues(config)) assignPropertyType(property, config);',
      '    });',
      '  };',
    ].join('\n'),
  ],
  [
    [
      '  const assignPropertyTypes = () => {',
      '    for (const [property, propertyConfig] of Object.entries(configs)) {',
      '      if (!propertyConfig) continue;',
      '      assignPropertyType(property, propertyConfig);',
      '    }',
      '  };',
    ].join('\n'),
    [
      '  const assignPropertyTypes = () => {',
      '    const entries = Object.entries(configs);',
      '    typeCalls.push(() => {',
      '      for (const [property, propertyConfig] of entries) {',
      '        if (!propertyConfig) continue;',
      '        assignPropertyType(property, propertyConfig);',
      '      }',
      '    });',
      '  };',
    ].join('\n'),
  ],
  [
    [
      '  const addPropertyType = (property, type) => {',
      '    const set = propTypes.get(property) ?? /* @__PURE__ */ new Set();',
      '    propTypes.set(property, /* @__PURE__ */ new Set([...set, ...type]));',
      '  };',
    ].join('\n'),
    [
      '  const addPropertyType = (property, type) => {',
      '    typeCalls.push(() => {',
      '      const set = propTypes.get(property) ?? /* @__PURE__ */ new Set();',
      '      propTypes.set(property, /* @__PURE__ */ new Set([...set, ...type]));',
      '    });',
      '  };',
    ].join('\n'),
  ],
  ['  const getTypes = () => {\n', '  const getTypes = () => {\n    runTypeCalls();\n'],
  ['    const value = propValues.get(key)?.[raw];', '    const value = valuesOf(key)?.[raw];'],
];

const SYSTEM_EDITS: Edit[] = [
  // The token map behind `system.token()` (a walk of every token), built on its first call.
  ['  const tokenMap = getTokenMap(tokens);', '  let tokenMap;\n  const tokenMapOf = () => tokenMap ??= getTokenMap(tokens);'],
  ['    return tokenMap.get(path)?.value ?? fallback;', '    return tokenMapOf().get(path)?.value ?? fallback;'],
  ['    return tokenMap.get(path)?.variable || fallback;', '    return tokenMapOf().get(path)?.variable || fallback;'],
];

/** Chakra's createUtility with each property's values and types computed on first use. */
export const patchUtility = (code: string): string | null => applyEdits(code, UTILITY_EDITS);

/** Chakra's createSystem with its token map built on first use. */
export const patchSystemTokenMap = (code: string): string | null => applyEdits(code, SYSTEM_EDITS);

/**
 * Chakra's createSystem does, at every start, work whose result most pages never read: for each of its ~400 style
 * properties it computes the values the property accepts (for each of ~40 colour properties a fresh copy of the
 * whole colour scale, twice: once for the values, once for the type generation's types) and it indexes every
 * token for `system.token()`. On a phone (Lighthouse's 4x CPU) that was about 0.3 to 0.45 s of the entry's one long
 * task. Here each property's values are computed when a style first uses that property, the types only when
 * Chakra's type generation asks, and the token index on its first lookup; the results are the same
 * (theme/lazy-style-utilities.test.ts compares the patched system's CSS with Chakra's for every recipe and style
 * property). Should Chakra's code change shape a patch is skipped with a warning: the page stays right, only slower.
 * Runs after vite-static-global-css.ts, which patches the same system.js.
 */
export function lazyStyleUtilities(): Plugin {
  return {
    name: 'portal-lazy-style-utilities',
    apply: 'build',
    transform: patchModules(
      { file: UTILITY, patch: patchUtility, changed: "Chakra's createUtility changed: its style utilities are built eagerly again" },
      { file: SYSTEM, patch: patchSystemTokenMap, changed: "Chakra's createSystem changed: its style utilities are built eagerly again" },
    ),
  };
}
