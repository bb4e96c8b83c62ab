import type { IndexHtmlTransformResult } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptsAfterPaint } from '../vite-scripts-after-paint';

const BUILT = `<!doctype html><html><head>
    <script>/* the static page's script */</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-def.js">
  </head><body><div id="root"></div></body></html>`;

function transform(html: string): { html: string; loader: string } {
  const hook = scriptsAfterPaint().transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered transformIndexHtml hook');
  const result = (hook.handler as (html: string) => IndexHtmlTransformResult)(html);
  if (typeof result !== 'object' || Array.isArray(result)) throw new Error('expected html and tags');
  const tag = result.tags[0];
  if (!tag || typeof tag.children !== 'string') throw new Error('expected the loader script');
  expect(tag).toMatchObject({ tag: 'script', injectTo: 'body' });
  return { html: result.html, loader: tag.children };
}

/** What the loader has asked the browser for so far: the module script and the preloads it added. */
function requested() {
  return {
    entry: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  };
}

/**
 * MessageChannel, with its messages delivered when the test says: each `nextMessage()` is the browser running the
 * next task the loader queued.
 */
const queued: (() => void)[] = [];
class StepChannel {
  port1: { onmessage: null | (() => void); close: () => void } = { onmessage: null, close: () => undefined };
  port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
}
const nextMessage = () => queued.shift()?.();

afterEach(() => {
  queued.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-shell');
  document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((e) => e.remove());
});

describe('index.html loads its scripts through the loader', () => {
  it('replaces the entry tag and its preloads, keeping the other scripts', () => {
    const { html, loader } = transform(BUILT);
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain("the static page's script");
    expect(loader).toContain('/assets/index-abc.js');
    expect(loader).toContain('/assets/vendor-react-def.js');
  });

  it('refuses a page without exactly one entry', () => {
    expect(() => transform(BUILT.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/expected one entry script, found 0/);
  });

  it('asks for the scripts at once when the static sign-in page is not shown', () => {
    const { loader } = transform(BUILT);
    new Function(loader)();
    expect(requested()).toEqual({ entry: ['/assets/index-abc.js'], preloads: ['/assets/vendor-react-def.js'] });
  });

  it('asks for them only after the static sign-in page has had its frame, and once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('MessageChannel', StepChannel);
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    document.documentElement.setAttribute('data-shell', 'prequalification');
    new Function(transform(BUILT).loader)();
    expect(requested()).toEqual({ entry: [], preloads: [] });
    frame?.(0);
    // The task after the frame's.
    expect(requested().entry).toEqual([]);
    vi.advanceTimersByTime(0);
    // The entry first, each preload in a task of its own after it.
    expect(requested()).toEqual({ entry: ['/assets/index-abc.js'], preloads: [] });
    nextMessage();
    expect(requested()).toEqual({ entry: ['/assets/index-abc.js'], preloads: ['/assets/vendor-react-def.js'] });
    // The fallback timer, for a tab that draws no frame, does not ask again.
    vi.advanceTimersByTime(1000);
    nextMessage();
    expect(requested()).toEqual({ entry: ['/assets/index-abc.js'], preloads: ['/assets/vendor-react-def.js'] });
  });

  it('asks for each file in a task of its own after the frame, every one in the end', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('MessageChannel', StepChannel);
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    document.documentElement.setAttribute('data-shell', 'prequalification');
    const three = BUILT.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/b.js"><link rel="modulepreload" crossorigin href="/assets/c.js"></head>',
    );
    new Function(transform(three).loader)();
    frame?.(0);
    vi.advanceTimersByTime(0);
    const seen = [requested().preloads.length];
    for (let i = 0; i < 3; i++) {
      nextMessage();
      seen.push(requested().preloads.length);
    }
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(requested()).toEqual({ entry: ['/assets/index-abc.js'], preloads: ['/assets/vendor-react-def.js', '/assets/b.js', '/assets/c.js'] });
  });

  it('asks for them after a second in a tab that draws no frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    document.documentElement.setAttribute('data-shell', 'prequalification');
    new Function(transform(BUILT).loader)();
    vi.advanceTimersByTime(999);
    expect(requested().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested().entry).toEqual(['/assets/index-abc.js']);
  });
});
