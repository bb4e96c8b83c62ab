import { createRequire } from 'node:module';
import { declarationForElement } from './fast-computed-style';

/**
 * Is it hidden? from the two properties that say so, not from a whole computed style. Testing Library's role queries
 * ask it of every element they could return and of each one's ancestors (`isInaccessible`: `visibility`, then
 * `display` up the tree), and of every node an accessible name is worked out from (dom-accessibility-api's `isHidden`:
 * `display` and `visibility`); each asked for jsdom's whole computed style, with some twenty resolved colours
 * (each parsed, some from the ancestors), and the page's next change forgets them all. A row-reading helper of
 * limit-rules-page.test.tsx spent 80 % of its time there. Here `display` is read from the element's cascaded
 * declarations (what jsdom copies into its computed style: it resolves no `display`) and `visibility` with jsdom's
 * own resolution (inherited from the parents), both from jsdom's declaration cache (`fast-computed-style.ts`), so the
 * answers are jsdom's own (`fast-hidden.test.ts` compares them on every element of a screen). Anything else, a
 * pseudo-element or an element outside the document, goes to `window.getComputedStyle`.
 */

interface ElementImpl {
  _attached: boolean;
}

const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom/package.json'));
const styleRules = fromJsdom('./lib/jsdom/living/helpers/style-rules.js') as {
  getResolvedValue(element: ElementImpl, property: string): string;
};
const idlUtils = fromJsdom('./lib/jsdom/living/generated/utils.js') as { implForWrapper(wrapper: object): unknown };

// The copies Testing Library itself loaded (plain Node modules, shared with this worker).
const fromTestingLibrary = createRequire(createRequire(import.meta.url).resolve('@testing-library/dom'));
interface RoleHelpers {
  isSubtreeInaccessible(element: Element): boolean;
  isInaccessible(element: Element, options?: { isSubtreeInaccessible?: (element: Element) => boolean }): boolean;
}
const roleHelpers = fromTestingLibrary('./role-helpers.js') as RoleHelpers;
type ComputeName = (element: Element, options?: { computedStyleSupportsPseudoElements?: boolean; getComputedStyle?: typeof window.getComputedStyle }) => string;
const accessibility = fromTestingLibrary('dom-accessibility-api') as { computeAccessibleName: ComputeName; computeAccessibleDescription: ComputeName };

/** The part of a computed style that says whether an element is hidden. */
export interface HiddenStyle {
  readonly display: string;
  readonly visibility: string;
  getPropertyValue(property: string): string;
}

class DeclaredHiddenStyle implements HiddenStyle {
  constructor(
    private readonly element: Element,
    private readonly impl: ElementImpl,
  ) {}
  get display(): string {
    return declarationForElement(this.impl as never).getPropertyValue('display');
  }
  get visibility(): string {
    return styleRules.getResolvedValue(this.impl, 'visibility');
  }
  getPropertyValue(property: string): string {
    if (property === 'display') return this.display;
    if (property === 'visibility') return this.visibility;
    return window.getComputedStyle(this.element).getPropertyValue(property);
  }
}

/** `display` and `visibility` of `element` as `window.getComputedStyle(element, pseudoElement)` gives them. */
export function hiddenStyle(element: Element, pseudoElement?: string | null): HiddenStyle {
  const impl = element instanceof window.Element ? (idlUtils.implForWrapper(element) as ElementImpl | null) : null;
  if (!impl || !impl._attached || (pseudoElement !== undefined && pseudoElement !== null && `${pseudoElement}` !== ''))
    return window.getComputedStyle(element, pseudoElement);
  return new DeclaredHiddenStyle(element, impl);
}

/** Testing Library's own functions, kept so that `fast-hidden.test.ts` can compare. */
export const testingLibraryIsInaccessible = roleHelpers.isInaccessible;
export const testingLibraryIsSubtreeInaccessible = roleHelpers.isSubtreeInaccessible;
export const domAccessibilityComputeAccessibleName = accessibility.computeAccessibleName;
const domAccessibilityComputeAccessibleDescription = accessibility.computeAccessibleDescription;

/** Testing Library's isSubtreeInaccessible, reading `hiddenStyle`. */
function isSubtreeInaccessible(element: Element): boolean {
  if ((element as HTMLElement).hidden === true) return true;
  if (element.getAttribute('aria-hidden') === 'true') return true;
  return hiddenStyle(element).display === 'none';
}

/** Testing Library's isInaccessible, reading `hiddenStyle`. */
function isInaccessible(element: Element, options: { isSubtreeInaccessible?: (element: Element) => boolean } = {}): boolean {
  const subtree = options.isSubtreeInaccessible ?? isSubtreeInaccessible;
  if (hiddenStyle(element).visibility === 'hidden') return true;
  for (let current: Element | null = element; current; current = current.parentElement) if (subtree(current)) return true;
  return false;
}

/** Marks the installed functions: setup.ts runs again for each file of a worker that keeps its window. */
const FAST = Symbol.for('portal.fastHidden');

/**
 * Testing Library's role queries and name computations (they look these up on their modules at each call) read
 * `hiddenStyle`. A caller's own `getComputedStyle` is kept, and so is dom-accessibility-api's default for
 * pseudo-elements (on when a `getComputedStyle` is given): it is passed on as the caller's options said.
 */
export function installFastHidden(): void {
  if (FAST in roleHelpers.isInaccessible) return;
  Object.defineProperty(isInaccessible, FAST, { value: true });
  roleHelpers.isInaccessible = isInaccessible;
  roleHelpers.isSubtreeInaccessible = isSubtreeInaccessible;
  const withHiddenStyle =
    (compute: ComputeName): ComputeName =>
    (element, options = {}) =>
      options.getComputedStyle
        ? compute(element, options)
        : compute(element, {
            ...options,
            computedStyleSupportsPseudoElements: options.computedStyleSupportsPseudoElements ?? false,
            getComputedStyle: hiddenStyle as unknown as typeof window.getComputedStyle,
          });
  accessibility.computeAccessibleName = withHiddenStyle(domAccessibilityComputeAccessibleName);
  accessibility.computeAccessibleDescription = withHiddenStyle(domAccessibilityComputeAccessibleDescription);
}
