import path from 'node:path';
import type { IndexHtmlTransformResult, Rollup } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_STAGE_MODULES } from '../vite-boot-stages';
import { scriptsAfterPaint, SIGN_IN_SCREEN_MODULES } from '../vite-scripts-after-paint';

const BUILT = `<!doctype html><html><head>
    <script>/* the static page's script */</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-def.js">
  </head><body><div id="root"></div></body></html>`;

function transform(html: string, bundle?: Rollup.OutputBundle): { html: string; loader: string } {
  const plugin = scriptsAfterPaint();
  (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered transformIndexHtml hook');
  const result = (hook.handler as (html: string, ctx?: { bundle?: Rollup.OutputBundle }) => IndexHtmlTransformResult)(html, { bundle });
  if (typeof result !== 'object' || Array.isArray(result)) throw new Error('expected html and tags');
  const tag = result.tags[0];
  if (!tag || typeof tag.children !== 'string') throw new Error('expected the loader script');
  expect(tag).toMatchObject({ tag: 'script', injectTo: 'body' });
  return { html: result.html, loader: tag.children };
}

const ROOT = '/app/client';

/** A build's chunks: the entry, the boot's stages, and the sign-in screen's layout and Home with a chunk of their own. */
function built(): Rollup.OutputBundle {
  const [react, system, app] = BOOT_STAGE_MODULES as [string, string, string];
  const [layout, home] = SIGN_IN_SCREEN_MODULES as [string, string];
  const chunks: Record<string, { modules: string[]; imports?: string[]; isEntry?: boolean }> = {
    'assets/index-abc.js': { modules: ['src/main.tsx'], isEntry: true },
    'assets/vendor-react-def.js': { modules: [react, 'node_modules/react-dom/client.js'] },
    'assets/system.js': { modules: [system], imports: ['assets/vendor-react-def.js'] },
    'assets/app.js': { modules: [app] },
    'assets/public-layout.js': { modules: [layout], imports: ['assets/header.js', 'assets/system.js'] },
    'assets/header.js': { modules: ['src/components/header.tsx'] },
    'assets/home.js': { modules: [home], imports: ['assets/header.js'] },
  };
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      { type: 'chunk', fileName, isEntry: !!c.isEntry, moduleIds: c.modules.map((m) => path.join(ROOT, m)), imports: c.imports ?? [] } as unknown as Rollup.OutputChunk,
    ]),
  );
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

/**
 * The static sign-in page is up (index.html's head script set `data-shell`), with the browser's timers, frames and
 * tasks stepped by the test: `frame()` draws the frame the loader waits for.
 */
function staticPageUp(): { frame: () => void } {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('MessageChannel', StepChannel);
  let drawn: FrameRequestCallback | undefined;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((drawn = callback), 1));
  document.documentElement.setAttribute('data-shell', 'prequalification');
  return { frame: () => drawn?.(0) };
}

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
    const { frame } = staticPageUp();
    new Function(transform(BUILT).loader)();
    expect(requested()).toEqual({ entry: [], preloads: [] });
    frame();
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
    const { frame } = staticPageUp();
    const three = BUILT.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/b.js"><link rel="modulepreload" crossorigin href="/assets/c.js"></head>',
    );
    new Function(transform(three).loader)();
    frame();
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

  it("asks for the static page's React screen after the boot's files, and only while that page is up", () => {
    const { frame } = staticPageUp();
    const { loader } = transform(BUILT, built());
    new Function(loader)();
    frame();
    vi.advanceTimersByTime(0);
    while (queued.length) nextMessage();
    const screen = ['/assets/public-layout.js', '/assets/header.js', '/assets/home.js'];
    expect(requested().preloads.slice(-3)).toEqual(screen);
    // Each once: the layout's import of the boot's system chunk is not asked for again.
    expect(new Set(requested().preloads).size).toBe(requested().preloads.length);
    expect(requested().preloads.filter((href) => href === '/assets/system.js')).toHaveLength(1);

    document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((e) => e.remove());
    document.documentElement.removeAttribute('data-shell');
    new Function(loader)();
    expect(requested().preloads.filter((href) => screen.includes(href ?? ''))).toEqual([]);
  });
});
