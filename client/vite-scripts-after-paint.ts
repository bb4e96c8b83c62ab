import type { Plugin } from 'vite';
import { bootStageFiles, chunksOf, entryFilesOf } from './vite-boot-stages';

/** The static sign-in page's screen in React: the public layout and Home (src/app/routes.tsx's sign-in routes). */
export const SIGN_IN_SCREEN_MODULES = ['src/app/layouts/public-layout.tsx', 'src/features/auth/components/home.tsx'];

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader that replaces the entry's `<script type="module">` and its `<link rel="modulepreload">`s: the same
 * files, asked for by a small inline script at the end of the body (the server's CSP allows it by its hash).
 *
 * - When index.html's static sign-in page is shown (`data-shell` on <html>, set by its script in the head), the
 *   browser draws it first and only then, in the task after that frame, is asked for the JavaScript that replaces
 *   it. Lighthouse's simulated first paint (Lantern) counts every high-priority script that finished downloading
 *   before the observed first paint as holding that paint back, the 150 kB of React and the entry on a slow 4G
 *   connection, although a browser draws a page without waiting for its module scripts. A hidden tab draws no
 *   frame: a timer loads them then.
 * - After that frame the entry and then each preload are asked for in a task each: starting a request costs the
 *   page's main thread 0.4-3 ms (a `ResourceFetcher::requestResource` per file), and the six together were one task
 *   of 10-16 ms on a desktop host, which at a phone's speed is a long task while the static page is already up.
 * - With the static page up, the chunks of its React screen (the public layout and Home, and what they import) are
 *   asked for after the boot's, still a task each: the router would otherwise ask for them only when it starts, two
 *   stages of the boot later (their `modulepreload`s then cost that stage 1-3 ms each), and the first render would
 *   wait for their download.
 * - Any other page has nothing to draw before React: the files are asked for at once, as the tags did (the body
 *   is parsed by then, so the entry finds #root whenever it runs).
 */
function loader(entry: string, preloads: string[], screen: string[]): string {
  return `(function () {
  var done = false;
  var entry = ${JSON.stringify(entry)};
  var files = [[entry, true]].concat(${JSON.stringify(preloads)}.map(function (href) { return [href, false]; }));
  function ask(file) {
    var tag = document.createElement(file[1] ? 'script' : 'link');
    if (file[1]) tag.type = 'module';
    else tag.rel = 'modulepreload';
    tag.crossOrigin = '';
    tag[file[1] ? 'src' : 'href'] = file[0];
    document.head.appendChild(tag);
  }
  function load(oneATask) {
    if (done) return;
    done = true;
    if (document.documentElement.hasAttribute('data-shell')) files = files.concat(${JSON.stringify(screen)}.map(function (href) { return [href, false]; }));
    if (!oneATask) return files.forEach(ask);
    (function next() {
      ask(files.shift());
      if (!files.length) return;
      var channel = new MessageChannel();
      channel.port1.onmessage = function () {
        channel.port1.close();
        next();
      };
      channel.port2.postMessage(null);
    })();
  }
  if (!document.documentElement.hasAttribute('data-shell')) return load(false);
  requestAnimationFrame(function () {
    setTimeout(load, 0, true);
  });
  setTimeout(load, 1000, false);
})();`;
}

/** index.html's entry script and its preloads, asked for after the static sign-in page's first paint (see loader). */
export function scriptsAfterPaint(): Plugin {
  let root = '';
  return {
    name: 'portal-scripts-after-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entries = [...html.matchAll(ENTRY)].map((m) => m[1] ?? '');
        const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '');
        // The chunks main.tsx imports in stages (vite-boot-stages.ts) are asked for with the entry, not one stage
        // after another.
        const screen: string[] = [];
        if (ctx?.bundle) {
          const known = new Set([...entries, ...preloads].map((href) => href.replace(/^\//, '')));
          preloads.push(...bootStageFiles(ctx.bundle, root, known).map((file) => `/${file}`));
          // The static sign-in page's React screen: its chunks otherwise wait for the router, two stages later.
          const entryFiles = entryFilesOf(ctx.bundle, root);
          const bundle = ctx.bundle;
          screen.push(...new Set(SIGN_IN_SCREEN_MODULES.flatMap((m) => chunksOf(bundle, root, m, entryFiles)).map((file) => `/${file}`)));
        }
        const [entry] = entries;
        if (entries.length !== 1 || !entry) throw new Error(`index.html: expected one entry script, found ${entries.length}`);
        return {
          html: html.replace(ENTRY, '').replace(PRELOAD, ''),
          tags: [{ tag: 'script', children: loader(entry, preloads, screen), injectTo: 'body' }],
        };
      },
    },
  };
}
