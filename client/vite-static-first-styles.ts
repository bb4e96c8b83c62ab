import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CSS_SNAPSHOT_ELEMENT_ID, cssSnapshot } from './vite-css-snapshot';
import { type CssRecord, RECORD_GLOBAL, snapshotText } from './src/theme/css-snapshot';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Emotion's cache key (Chakra uses Emotion's default cache). */
const EMOTION_KEY = 'css';

/**
 * The first screens' element styles written into index.html at build time (src/app/first-screen-styles.tsx renders
 * the sign-in page and the vendor's and staff's landing pages in Node and returns them). Emotion's cache reads the
 * element's `data-emotion` names as inserted when it is created, so the browser's first commits do not compile and
 * insert those styles (Emotion's stylis compile and insertRule of each element's class, in the commit's task).
 * A style the browser would make differently has another name (a hash of its styles) and is inserted as usual.
 * The same render records the first screens' calls of Chakra's `css()` (vite-css-snapshot.ts), whose answers are
 * written at the end of the body for the browser's `css()` to answer from.
 * If the render fails the build goes on without the elements, with a warning: the page stays right, only slower.
 */
export function staticFirstStyles(): Plugin {
  let element = '';
  let cssCalls = '';
  return {
    name: 'portal-static-first-styles',
    apply: 'build',
    async buildStart() {
      const { runnerImport } = await import('vite');
      const globals = globalThis as Record<string, unknown>;
      const record: CssRecord = { calls: new Map(), active: false };
      globals[RECORD_GLOBAL] = record;
      try {
        const { module } = await runnerImport<typeof import('./src/app/first-screen-styles')>(path.join(HERE, 'src', 'app', 'first-screen-styles.tsx'), {
          configFile: false,
          logLevel: 'warn',
          root: HERE,
          resolve: { alias: [{ find: /^@portal\/common\/(.*)$/, replacement: `${path.join(HERE, '..', 'common', 'src')}/$1` }] },
          // Chakra through the runner, so its createSystem gets the patch that records the first screens' css() calls.
          plugins: [cssSnapshot()],
          environments: { inline: { resolve: { noExternal: ['@chakra-ui/react'] } } },
        });
        const { styles, errors } = module.firstScreens;
        for (const error of errors) this.warn(`first screens' styles: ${error}`);
        const names = Object.keys(styles);
        element = names.length ? `<style data-emotion="${EMOTION_KEY} ${names.join(' ')}">${Object.values(styles).join('')}</style>` : '';
        cssCalls = record.calls.size ? snapshotText(record.calls) : '';
        if (!cssCalls) this.warn("the first screens' render recorded no css() call: their styles are computed in the browser again");
      } catch (error) {
        this.warn(`the first screens' styles are inserted in the browser again: ${String(error)}`);
        element = '';
        cssCalls = '';
      } finally {
        delete globals[RECORD_GLOBAL];
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html: element ? html.replace('</head>', `${element}</head>`) : html,
        // At the end of the body: read when the bundle's createSystem runs, after the document is in.
        tags: cssCalls ? [{ tag: 'script', attrs: { type: 'application/json', id: CSS_SNAPSHOT_ELEMENT_ID }, children: cssCalls, injectTo: 'body' as const }] : [],
      }),
    },
  };
}
