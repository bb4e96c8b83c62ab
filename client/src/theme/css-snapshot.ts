/*
 * The first screens' answers of Chakra's `css()`, computed at build time and looked up in the browser.
 *
 * Every styled element's first render asks the system's `css()` to turn its style props and its recipe's styles
 * into a CSS object (walking them, resolving tokens and conditions, sorting at-rules): in a profile of the sign-in
 * page's first load about a sixth of the page's main-thread work, and for the same style objects on every visit.
 * Chakra memoises it per style, so only each style's first call costs. vite-css-snapshot.ts records the calls the
 * first screens make while the build renders them in Node (vite-static-first-styles.ts) and writes their answers
 * into index.html; the browser's `css()` answers those from the snapshot and computes any other as before.
 * A call whose answer the browser would make differently has another key (the JSON of its arguments), so what is
 * written there can only spare work, never change a style.
 */

/** A recorded call: its key (see cssKey) and what `css()` answered. */
export type CssSnapshot = [key: string, answer: unknown][];

type CssFn = (...styles: unknown[]) => unknown;

/** How an undefined member is written in a key (a style object often has some: a prop left unset). */
const UNDEFINED = '\u0000undefined';

/**
 * A faithful key of a call's arguments: equal keys, equal arguments (the JSON text of plain data, an undefined
 * member written as a mark no style text holds). Null when an argument holds something else JSON cannot say (a
 * function, a non-finite number, a text starting with that mark...), so such a call is never answered from the
 * snapshot.
 */
export function cssKey(args: readonly unknown[]): string | null {
  let faithful = true;
  const text = JSON.stringify(args, (_key, value: unknown) => {
    if (value === undefined) return UNDEFINED;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') faithful = false;
    else if (typeof value === 'number' && !Number.isFinite(value)) faithful = false;
    else if (typeof value === 'string' && value.startsWith('\u0000')) faithful = false;
    return value;
  });
  return faithful ? text : null;
}

/**
 * Whether an answer comes back from JSON as it went in: only plain data (objects, arrays, strings, finite numbers,
 * booleans, null) and no undefined member. Anything else stays out of the snapshot.
 */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every(isPlainData);
}

/** The global through which the build's render of the first screens records: set by vite-static-first-styles.ts. */
export const RECORD_GLOBAL = '__portalCssRecord';

/** What is recorded: the calls, kept only while a first screen renders (not, say, createSystem's own). */
export interface CssRecord {
  calls: Map<string, unknown>;
  active: boolean;
}

/** The record the build set up, if this is its render of the first screens. */
export const cssRecord = (): CssRecord | undefined => (globalThis as Record<string, unknown>)[RECORD_GLOBAL] as CssRecord | undefined;

/** Runs `render` with the record active (src/app/first-screen-styles.tsx around each first screen's render). */
export async function recording<T>(render: () => Promise<T>): Promise<T> {
  const record = cssRecord();
  if (record) record.active = true;
  try {
    return await render();
  } finally {
    if (record) record.active = false;
  }
}

/** `css` recording each distinct call it answers with plain data while `record` is active. */
export function recordingCss<F extends CssFn>(css: F, record: CssRecord): F {
  return ((...styles: unknown[]) => {
    const answer = css(...styles);
    if (!record.active) return answer;
    const key = cssKey(styles);
    if (key !== null && !record.calls.has(key) && isPlainData(answer)) record.calls.set(key, answer);
    return answer;
  }) as F;
}

/**
 * `css` answering a recorded call from the snapshot, and any other as before. An answer is the same object on every
 * call, as Chakra's memo gives it (callers do not change it).
 */
export function seededCss<F extends CssFn>(css: F, snapshot: CssSnapshot): F {
  const answers = new Map(snapshot);
  return ((...styles: unknown[]) => {
    const key = cssKey(styles);
    const answer = key === null ? undefined : answers.get(key);
    return answer === undefined ? css(...styles) : answer;
  }) as F;
}

/** The snapshot as index.html holds it: JSON in a data block, `<` escaped so no text in it ends the element. */
export function snapshotText(calls: Map<string, unknown>): string {
  return JSON.stringify([...calls]).replaceAll('<', '\\u003c');
}
