import { createRequire } from 'node:module';

/**
 * `querySelector('[id="…"]')` answered from jsdom's own index of ids instead of a walk of the whole tree. Testing
 * Library looks up every `aria-labelledby` target that way (`getLabels`: `container.querySelector('[id="x"]')`, once
 * per labelled element for each `getByLabelText`, and for a `<label for>`), and nwsapi walks the container's elements
 * for each: 11 % of `registration-form.test.tsx`'s CPU (Chakra's fields and Zag's controls are labelled by id).
 * jsdom's document keeps the elements attached to it by id (`_ids`, what its `getElementById` reads). The answer
 * comes from there only when it is certain: the container is in the document's tree and exactly one element with
 * that id is inside it, or none is; with duplicated ids (tree order then decides), another root (a detached tree, a
 * shadow root) or any other selector, jsdom's own `querySelector` answers. `fast-id-query.test.ts` compares the answers.
 */

const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom/package.json'));
const idlUtils = fromJsdom('./lib/jsdom/living/generated/utils.js') as {
  implForWrapper(wrapper: object): unknown;
  wrapperForImpl(impl: unknown): Element;
};

/** An id in a double-quoted attribute selector that reads as written: no quote, escape or line break. */
const BY_ID = /^\[id="([^"\\\r\n\f]+)"\]$/;

/** Marks the installed function and holds jsdom's: setup.ts runs again for each file of a worker that keeps its window. */
const FAST = Symbol.for('portal.fastIdQuery');

/** The element `querySelector('[id="<id>"]')` finds in `container`; `undefined` when only jsdom can say. */
export function elementById(container: Document | Element, id: string): Element | null | undefined {
  const document = container.nodeType === Node.DOCUMENT_NODE ? (container as Document) : container.ownerDocument;
  if (container !== document && container.getRootNode() !== document) return undefined;
  const attached = (idlUtils.implForWrapper(document) as { _ids: Record<string, unknown[] | undefined> })._ids[id];
  let found: Element | null = null;
  for (const impl of attached ?? []) {
    const element = idlUtils.wrapperForImpl(impl);
    if (element === container || element.getRootNode() !== document || !container.contains(element)) continue;
    if (found) return undefined;
    found = element;
  }
  return found;
}

/** Makes `querySelector` of documents and elements answer `[id="…"]` with `elementById`. */
export function installFastIdQuery(window: Window & typeof globalThis): void {
  for (const proto of [window.Document.prototype, window.Element.prototype]) {
    const jsdomQuerySelector = proto.querySelector as (this: Document | Element, selectors: string) => Element | null;
    if (FAST in jsdomQuerySelector) continue;
    const fast = function querySelector(this: Document | Element, selectors: string): Element | null {
      const id = typeof selectors === 'string' ? BY_ID.exec(selectors)?.[1] : undefined;
      if (id !== undefined) {
        const found = elementById(this, id);
        if (found !== undefined) return found;
      }
      return jsdomQuerySelector.call(this, selectors);
    };
    Object.defineProperty(fast, FAST, { value: jsdomQuerySelector });
    Object.defineProperty(proto, 'querySelector', { configurable: true, enumerable: true, writable: true, value: fast });
  }
}

/** What jsdom alone answers for `container.querySelector(selectors)` (once `installFastIdQuery` replaced it). */
export function jsdomQuerySelector(container: Document | Element, selectors: string): Element | null {
  const installed = container.querySelector as typeof container.querySelector & { [FAST]?: typeof container.querySelector };
  return (installed[FAST] ?? installed).call(container, selectors);
}
