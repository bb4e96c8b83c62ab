import { createRequire } from 'node:module';

/**
 * `getComputedStyle` as jsdom answers it, without its cost. On a cache miss jsdom tests every rule of every style
 * sheet (its own default sheet of some hundred rules, and one sheet per Emotion rule) against the element with
 * nwsapi, and it empties its cache on every change of the document. Testing Library asks for computed styles on every
 * query by role (is the element hidden? its accessible name skips hidden descendants) and user-event on every click
 * (pointer-events), so a screen's test spent a fifth of its CPU matching selectors (limit-rules-page.test.tsx: 11 s of
 * 66 in a profile). Here the rules are filed by what their selector's last compound requires (a class, an id or a
 * tag): an element is tested only against the rules filed under its own classes, id and tag and those no key could
 * be found for, in the sheets' order, with jsdom's own matcher, so it gets the same rules in the same order. jsdom's
 * cache and its invalidation are kept as they are: the declarations go into it, and a whole computed style is kept
 * for an element only as long as that cache lives. `fast-computed-style.test.ts` compares the answers with jsdom's.
 */

interface CssRule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<CssRule>;
  style: CssDeclaration;
}
interface CssDeclaration extends ArrayLike<string> {
  cssText: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
}
interface CssSheet {
  cssRules: ArrayLike<CssRule>;
}
interface ElementImpl {
  _attached: boolean;
  _ownerDocument: DocumentImpl;
  localName: string;
  style: CssDeclaration;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, CssDeclaration> | null;
  styleSheets: { _list: CssSheet[] };
}

// The modules jsdom itself loaded (the environment's jsdom is a plain Node module, shared with this worker).
const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom/package.json'));
const styleRules = fromJsdom('./lib/jsdom/living/helpers/style-rules.js') as {
  getDeclarationForElement(element: ElementImpl): CssDeclaration;
};
const { matchesDontThrow } = fromJsdom('./lib/jsdom/living/helpers/selectors.js') as {
  matchesDontThrow(element: ElementImpl, selector: string | undefined): boolean;
};
const idlUtils = fromJsdom('./lib/jsdom/living/generated/utils.js') as { implForWrapper(wrapper: object): unknown };
const defaultStyleSheetText = fromJsdom('./lib/jsdom/browser/default-stylesheet.js') as string;
const cssom = createRequire(fromJsdom.resolve('./lib/jsdom/living/helpers/style-rules.js'))('rrweb-cssom') as {
  parse(text: string): CssSheet;
};
const { CSSStyleDeclaration } = createRequire(fromJsdom.resolve('./lib/jsdom/living/helpers/style-rules.js'))('cssstyle') as {
  CSSStyleDeclaration: new () => CssDeclaration;
};

/** jsdom's own function, kept so that `fast-computed-style.test.ts` can compare. */
export const jsdomDeclarationForElement = styleRules.getDeclarationForElement;

const defaultSheet = cssom.parse(defaultStyleSheetText);

/**
 * What a selector list requires of an element, as keys ('.class', '#id', 'tag', lower-cased): one per complex
 * selector, from its last compound (the element itself), outside any :not()/:is()/:where() and attribute selector.
 * An element that has none of a rule's keys cannot match it. `null` when some complex selector requires nothing that
 * can be read safely (a universal or attribute-only compound, an escape, a namespace): that rule is tested always.
 */
export function selectorKeys(selector: string): string[] | null {
  if (/[\\|]/.test(selector)) return null;
  const keys = new Set<string>();
  let depth = 0;
  let quote = '';
  let start = 0;
  const complexes: string[] = [];
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      complexes.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  if (quote || depth !== 0) return null;
  complexes.push(selector.slice(start));
  for (const complex of complexes) {
    const key = lastCompoundKey(complex.trim());
    if (!key) return null;
    keys.add(key);
  }
  return [...keys];
}

const IDENT = /^-?[_a-zA-Z\u0080-\uffff][-\w\u0080-\uffff]*/;

function lastCompoundKey(complex: string): string | null {
  // The last compound starts after the last combinator outside brackets and parentheses.
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < complex.length; i++) {
    const c = complex[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\t' || c === '\n')) from = i + 1;
  }
  const compound = complex.slice(from);
  if (!compound) return null;
  // Its simple selectors at depth 0: a class is the most telling, then an id, then the tag it starts with.
  let id: string | null = null;
  depth = 0;
  quote = '';
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === '.' || c === '#')) {
      const name = IDENT.exec(compound.slice(i + 1))?.[0];
      if (!name) return null;
      if (c === '.') return `.${name.toLowerCase()}`;
      id ??= `#${name.toLowerCase()}`;
    }
  }
  if (id) return id;
  const tag = IDENT.exec(compound)?.[0];
  return tag ? tag.toLowerCase() : null;
}

/** The rules jsdom tests, in its order, filed by key. */
interface RuleIndex {
  /** What the index was built from: each sheet and its rules' count (a screen medium's rules counted too). */
  sheets: CssSheet[];
  counts: number[];
  rules: CssRule[];
  byKey: Map<string, number[]>;
  always: number[];
}

function ruleCount(sheet: CssSheet): number {
  let n = sheet.cssRules.length;
  for (const rule of Array.from(sheet.cssRules)) n += rule.media ? (rule.cssRules?.length ?? 0) : 0;
  return n;
}

function buildIndex(sheets: CssSheet[]): RuleIndex {
  const index: RuleIndex = { sheets, counts: sheets.map(ruleCount), rules: [], byKey: new Map(), always: [] };
  const file = (rule: CssRule) => {
    const n = index.rules.push(rule) - 1;
    // A rule without a selector (@layer, @keyframes, @font-face) goes to jsdom's matcher as `undefined`, which nwsapi
    // reads as the type selector `undefined`: only an <undefined> element matches it.
    const keys = typeof rule.selectorText === 'string' ? selectorKeys(rule.selectorText) : ['undefined'];
    if (!keys) index.always.push(n);
    else
      for (const key of keys) {
        const list = index.byKey.get(key);
        if (list) list.push(n);
        else index.byKey.set(key, [n]);
      }
  };
  for (const sheet of sheets)
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) for (const inner of Array.from(rule.cssRules ?? [])) file(inner);
      } else file(rule);
    }
  return index;
}

const indexes = new WeakMap<DocumentImpl, RuleIndex>();

function ruleIndex(document: DocumentImpl): RuleIndex {
  const sheets = [defaultSheet, ...document.styleSheets._list];
  const kept = indexes.get(document);
  if (kept && kept.sheets.length === sheets.length && sheets.every((s, i) => kept.sheets[i] === s && kept.counts[i] === ruleCount(s))) return kept;
  const fresh = buildIndex(sheets);
  indexes.set(document, fresh);
  return fresh;
}

function elementKeys(element: ElementImpl): string[] {
  const keys = [element.localName.toLowerCase()];
  const id = element.getAttributeNS(null, 'id');
  if (id) keys.push(`#${id.toLowerCase()}`);
  const classes = element.getAttributeNS(null, 'class');
  if (classes) for (const name of classes.split(/[\t\n\f\r ]+/)) if (name) keys.push(`.${name.toLowerCase()}`);
  return keys;
}

/** jsdom's getDeclarationForElement (the cascaded declarations of an element's matching rules and its style). */
export function declarationForElement(element: ElementImpl): CssDeclaration {
  const document = element._ownerDocument;
  const styleCache = (document._styleCache ??= new WeakMap());
  const cached = styleCache.get(element);
  if (cached) return cached;

  const index = ruleIndex(document);
  const candidates = [...index.always];
  for (const key of elementKeys(element)) {
    const list = index.byKey.get(key);
    if (list) for (const n of list) candidates.push(n);
  }
  candidates.sort((a, b) => a - b);

  const declaration = new CSSStyleDeclaration();
  const apply = (style: CssDeclaration) => {
    for (const property of Array.from(style)) {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  };
  let previous = -1;
  for (const n of candidates) {
    if (n === previous) continue;
    previous = n;
    const rule = index.rules[n]!;
    if (matchesDontThrow(element, rule.selectorText)) apply(rule.style);
  }
  apply(element.style);
  styleCache.set(element, declaration);
  return declaration;
}

/** Marks the installed function and holds jsdom's: setup.ts runs again for each file of a worker that keeps its window. */
const FAST = Symbol.for('portal.fastComputedStyle');

/** Whole computed styles, by jsdom's declaration cache they were made under (it is replaced when the page changes). */
const computed = new WeakMap<WeakMap<ElementImpl, CssDeclaration>, WeakMap<ElementImpl, CSSStyleDeclaration>>();

/** What jsdom alone answers for `element`'s computed style, its cache emptied before and after (for the tests). */
export function jsdomComputedStyle(element: Element): CSSStyleDeclaration {
  const document = (idlUtils.implForWrapper(element) as ElementImpl)._ownerDocument;
  const fast = styleRules.getDeclarationForElement;
  styleRules.getDeclarationForElement = jsdomDeclarationForElement;
  document._styleCache = null;
  try {
    const own = Reflect.get(window.getComputedStyle, FAST) as typeof window.getComputedStyle | undefined;
    return (own ?? window.getComputedStyle).call(window, element);
  } finally {
    document._styleCache = null;
    styleRules.getDeclarationForElement = fast;
  }
}

/** Makes `window.getComputedStyle` (and jsdom's inherited values) use `declarationForElement`. */
export function installFastComputedStyle(window: Window & typeof globalThis): void {
  styleRules.getDeclarationForElement = declarationForElement;
  if (FAST in window.getComputedStyle) return;
  const jsdomGetComputedStyle = window.getComputedStyle;
  const fast = function getComputedStyle(element: Element, pseudoElement?: string | null): CSSStyleDeclaration {
    const impl = element instanceof window.Element ? (idlUtils.implForWrapper(element) as ElementImpl | null) : null;
    if (!impl || (pseudoElement !== undefined && pseudoElement !== null && `${pseudoElement}` !== ''))
      return jsdomGetComputedStyle.call(window, element, pseudoElement);
    // Fills jsdom's cache, where its getComputedStyle takes the declaration from.
    declarationForElement(impl);
    const styleCache = impl._ownerDocument._styleCache!;
    // jsdom keeps declarations of detached elements through changes of their tree; their inherited values it works
    // out again each time, from their parents: so they are not kept.
    if (!impl._attached) return jsdomGetComputedStyle.call(window, element);
    let byElement = computed.get(styleCache);
    if (!byElement) computed.set(styleCache, (byElement = new WeakMap()));
    let style = byElement.get(impl);
    if (!style) byElement.set(impl, (style = jsdomGetComputedStyle.call(window, element)));
    return style;
  };
  Object.defineProperty(fast, FAST, { value: jsdomGetComputedStyle });
  Object.defineProperty(window, 'getComputedStyle', { configurable: true, writable: true, value: fast });
}
