/**
 * `labels` of a form control as the HTML standard defines it, without jsdom's cost. jsdom finds a control's labels by
 * asking every element of the document for its `control`, and a label's `control` walks the document again to find
 * its `for` target: labels x elements steps per control. Testing Library's `getByLabelText` asks that of every control
 * of the page (and `getByRole`'s accessible names ask it too), so on the registration form one lookup took 1-3 s and
 * label lookups were half of a form test's time. Here the document's labels and their controls are worked out once
 * and kept until the document changes: a MutationObserver's records are queued synchronously on every change of the
 * tree or of an `id`, `for` or `type`, and `takeRecords()` reads that queue, so a lookup right after a change (in the
 * same task) sees it. `fast-labels.test.ts` compares the answers with jsdom's own getter.
 */

const LABELABLE_TAGS = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea', 'input']);
const LABELABLE_SELECTOR = [...LABELABLE_TAGS].join(', ');
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** A labelable element (the portal defines no form-associated custom element). */
function isLabelable(node: Element): boolean {
  if (node.namespaceURI !== HTML_NS || !LABELABLE_TAGS.has(node.localName)) return false;
  return node.localName !== 'input' || (node as HTMLInputElement).type !== 'hidden';
}

/** The elements of `root` in tree order that match `selector`, `root` itself first when it is an element and matches. */
function inRoot(root: Node, selector: string): Element[] {
  if (!('querySelectorAll' in root)) return [];
  const found = [...(root as ParentNode).querySelectorAll(selector)];
  return root instanceof Element && root.matches(selector) ? [root, ...found] : found;
}

/** Every label of `root` grouped by its labeled control (HTMLLabelElement.control), each group in tree order. */
function labelsByControl(root: Node): Map<Element, HTMLLabelElement[]> {
  const labels = inRoot(root, 'label').filter((l): l is HTMLLabelElement => l.namespaceURI === HTML_NS);
  let firstWithId: Map<string, Element> | undefined;
  const byControl = new Map<Element, HTMLLabelElement[]>();
  for (const label of labels) {
    let control: Element | undefined;
    const forValue = label.getAttribute('for');
    if (forValue !== null) {
      if (forValue === '') continue;
      if (!firstWithId) {
        firstWithId = new Map();
        for (const e of inRoot(root, '[id]')) {
          const id = e.getAttribute('id')!;
          if (!firstWithId.has(id)) firstWithId.set(id, e);
        }
      }
      control = firstWithId.get(forValue);
    } else {
      control = [...label.querySelectorAll(LABELABLE_SELECTOR)].find(isLabelable);
    }
    if (!control || !isLabelable(control)) continue;
    const group = byControl.get(control);
    if (group) group.push(label);
    else byControl.set(control, [label]);
  }
  return byControl;
}

/** A document's labels by control, and the observer whose queued records say that the document changed since. */
const kept = new WeakMap<Document, { observer: MutationObserver; byControl: Map<Element, HTMLLabelElement[]> | null }>();

function documentLabels(document: Document): Map<Element, HTMLLabelElement[]> {
  let entry = kept.get(document);
  if (!entry) {
    const fresh: { observer: MutationObserver; byControl: Map<Element, HTMLLabelElement[]> | null } = {
      // Records delivered to the callback have left the queue: they invalidate too.
      observer: new MutationObserver(() => (fresh.byControl = null)),
      byControl: null,
    };
    fresh.observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['id', 'for', 'type'] });
    kept.set(document, fresh);
    entry = fresh;
  }
  if (entry.observer.takeRecords().length > 0) entry.byControl = null;
  entry.byControl ??= labelsByControl(document);
  return entry.byControl;
}

/** `control.labels`: the labels whose labeled control is `control`, in tree order; null for a control that is not labelable. */
export function labelsOf(control: Element): HTMLLabelElement[] | null {
  if (!isLabelable(control)) return null;
  const root = control.getRootNode();
  const byControl = root.nodeType === Node.DOCUMENT_NODE ? documentLabels(root as Document) : labelsByControl(root);
  return [...(byControl.get(control) ?? [])];
}

const LABELABLE_CLASSES = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

/** jsdom's own getters, kept so that `fast-labels.test.ts` can compare. */
const jsdomGetters = new Map<object, () => NodeListOf<HTMLLabelElement> | null>();

/** What jsdom's own `labels` getter answers for `control` (once `installFastLabels` replaced it). */
export function jsdomLabels(control: Element): HTMLLabelElement[] | null {
  for (let proto: object | null = Object.getPrototypeOf(control); proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const getter = jsdomGetters.get(proto);
    if (getter) {
      const list = getter.call(control);
      return list && [...list];
    }
  }
  throw new Error(`no labels getter for ${control.localName}`);
}

/** Replaces jsdom's `labels` getter on every labelable element class of `window` with `labelsOf`. */
export function installFastLabels(window: Window & typeof globalThis): void {
  for (const name of LABELABLE_CLASSES) {
    const proto = window[name]?.prototype as object | undefined;
    if (!proto || jsdomGetters.has(proto)) continue;
    const own = Object.getOwnPropertyDescriptor(proto, 'labels')?.get;
    if (own) jsdomGetters.set(proto, own as () => NodeListOf<HTMLLabelElement> | null);
    Object.defineProperty(proto, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return labelsOf(this);
      },
    });
  }
}
