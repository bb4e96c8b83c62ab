/*
 * Chakra's token dictionary, computed at build time and restored in the browser.
 *
 * createSystem builds its token dictionary from the theme's ~550 tokens at start (walking them, resolving
 * references, colour palettes, a CSS variable per token): on a phone about 0.3 s of the first page's main
 * thread, and the same result on every visit. vite-static-tokens.ts builds the portal's dictionary in Node,
 * keeps what the browser reads from it (this snapshot) and has Chakra's createTokenDictionary restore it
 * instead of building it. Whatever else a caller reads (the full tokens by condition, the CSS variables per
 * condition) is built the usual way on first access.
 */

/** The options createSystem passes to createTokenDictionary. */
export interface TokenOptions {
  prefix?: string;
  tokens?: Record<string, unknown>;
  semanticTokens?: Record<string, unknown>;
  breakpoints?: Record<string, unknown>;
}

interface CssVar {
  var: string;
  ref: string;
}

/** A token as the browser reads it: its value, CSS variable, and whether it is virtual or conditional. */
export interface LiteToken {
  name: string;
  value: unknown;
  originalValue: unknown;
  path: string[];
  extensions: { category: string; prop: string; cssVar?: CssVar; virtual?: true; conditions?: Record<string, never> };
}

/** The parts of Chakra's token dictionary the snapshot is taken from and restored into. */
export interface TokenDictionaryParts {
  prefix?: string;
  tokenMap: Map<string, unknown>;
  flatMap: Map<string, unknown>;
  colorPaletteMap: Map<string, Map<string, string>>;
  formatCssVar: (path: string[], prefix?: string) => CssVar;
}

/** Flags of a snapshot token. */
const VIRTUAL = 1;
const CONDITIONAL = 2;
const NO_CSS_VAR = 4;

export interface TokenSnapshot {
  /** tokenOptionsKey of the options the snapshot was taken for: other options build their dictionary as usual. */
  key: string;
  /** Per token name: its value, flags, and its CSS variable where it is not the one its name gives (else 0). */
  tokens: [name: string, value: unknown, flags: number, cssVar: string | 0][];
  /** flatMap's names when they are not the tokens' own names in the same order (null: they are). */
  flatNames: string[] | null;
  /** flatMap's values that are not the token's own variable reference (negative spacings, for example). */
  flatValues: Record<string, unknown>;
  colorPalettes: [name: string, vars: [cssVar: string, ref: string][]][];
}

/**
 * A cheap fingerprint of the token options (their categories and the size of each): a different theme in the
 * same page is never given the portal's snapshot. Walking the whole theme would cost what the snapshot saves.
 */
export function tokenOptionsKey(options: TokenOptions): string {
  const shape = (record: Record<string, unknown> | undefined) =>
    Object.entries(record ?? {})
      .map(([k, v]) => `${k}:${v && typeof v === 'object' ? Object.keys(v).length : 0}`)
      .join(',');
  return [options.prefix ?? '', shape(options.tokens), shape(options.semanticTokens), shape(options.breakpoints)].join('|');
}

interface FullToken {
  name: string;
  value: unknown;
  extensions: { cssVar?: CssVar; virtual?: boolean; conditions?: unknown };
}

/** The snapshot of a dictionary built the usual way (in Node, at build time). */
export function takeTokenSnapshot(dictionary: TokenDictionaryParts, options: TokenOptions): TokenSnapshot {
  const tokens: TokenSnapshot['tokens'] = [];
  for (const [name, token] of dictionary.tokenMap as Map<string, FullToken>) {
    const { cssVar, virtual, conditions } = token.extensions;
    const flags = (virtual ? VIRTUAL : 0) | (conditions ? CONDITIONAL : 0) | (cssVar ? 0 : NO_CSS_VAR);
    const expected = dictionary.formatCssVar(name.split('.'), dictionary.prefix);
    if (cssVar && cssVar.ref !== `var(${cssVar.var})`) throw new Error(`token ${name}: a CSS variable with a fallback`);
    tokens.push([name, token.value, flags, cssVar && cssVar.var !== expected.var ? cssVar.var : 0]);
  }
  const names = [...dictionary.tokenMap.keys()];
  const flatNames = [...dictionary.flatMap.keys()];
  const flatValues: Record<string, unknown> = {};
  for (const [name, value] of dictionary.flatMap) {
    const own = (dictionary.tokenMap.get(name) as FullToken | undefined)?.extensions.cssVar?.ref;
    if (own === undefined || value !== own) flatValues[name] = value;
  }
  const colorPalettes: TokenSnapshot['colorPalettes'] = [...dictionary.colorPaletteMap].map(([name, vars]) => [name, [...vars]]);
  const sameNames = flatNames.length === names.length && flatNames.every((name, i) => name === names[i]);
  return { key: tokenOptionsKey(options), tokens, flatNames: sameNames ? null : flatNames, flatValues, colorPalettes };
}

/** The closure of Chakra's createTokenDictionary, handed over by the patched function. */
export interface DictionaryInternals {
  allTokens: LiteToken[];
  tokenNameMap: Map<string, LiteToken>;
  flatMap: Map<string, unknown>;
  colorPaletteMap: Map<string, Map<string, string>>;
  /** The dictionary object createTokenDictionary returns. */
  dictionary: Record<string, unknown>;
  formatCssVar: (path: string[], prefix?: string) => CssVar;
  setCategoryValues: (byCategory: Record<string, Record<string, unknown>>) => void;
  /** The dictionary built the usual way, for the parts the snapshot leaves out. */
  full: () => Record<string, unknown>;
}

/** Parts of the dictionary only a few callers read: built the usual way when first read. */
const BUILT_ON_DEMAND = ['cssVarMap', 'categoryMap'];

/** Fills the dictionary's maps from the snapshot; false (nothing done) when it was taken for other options. */
export function restoreTokens(snapshot: TokenSnapshot, options: TokenOptions, internals: DictionaryInternals): boolean {
  if (snapshot.key !== tokenOptionsKey(options)) return false;
  const { allTokens, tokenNameMap, flatMap, colorPaletteMap, dictionary, formatCssVar } = internals;
  const prefix = options.prefix;
  for (const [name, value, flags, ownVar] of snapshot.tokens) {
    const path = name.split('.');
    const [category = '', ...rest] = path;
    const token: LiteToken = { name, value, originalValue: value, path, extensions: { category, prop: rest.join('.') } };
    if (!(flags & NO_CSS_VAR)) token.extensions.cssVar = ownVar ? { var: ownVar, ref: `var(${ownVar})` } : formatCssVar(path, prefix);
    if (flags & VIRTUAL) token.extensions.virtual = true;
    // Only whether the token is conditional is read here (its conditions are in the static global CSS).
    if (flags & CONDITIONAL) token.extensions.conditions = {};
    allTokens.push(token);
    tokenNameMap.set(name, token);
  }
  const byCategory: Record<string, Record<string, unknown>> = {};
  for (const name of snapshot.flatNames ?? snapshot.tokens.map(([n]) => n)) {
    const value = Object.hasOwn(snapshot.flatValues, name) ? snapshot.flatValues[name] : tokenNameMap.get(name)?.extensions.cssVar?.ref;
    flatMap.set(name, value);
    const dot = name.indexOf('.');
    const category = name.slice(0, dot);
    (byCategory[category] ??= {})[name.slice(dot + 1)] = value;
  }
  internals.setCategoryValues(byCategory);
  for (const [name, vars] of snapshot.colorPalettes) colorPaletteMap.set(name, new Map(vars));
  let full: Record<string, unknown> | undefined;
  for (const part of BUILT_ON_DEMAND) {
    Object.defineProperty(dictionary, part, { configurable: true, enumerable: true, get: () => (full ??= internals.full())[part] });
  }
  return true;
}
