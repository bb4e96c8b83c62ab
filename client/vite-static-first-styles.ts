import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Emotion's cache key (Chakra uses Emotion's default cache). */
const EMOTION_KEY = 'css';

/**
 * The first screens' element styles written into index.html at build time (src/app/first-screen-styles.tsx renders
 * the sign-in page and the vendor's and staff's landing pages in Node and returns them). Emotion's cache reads the
 * element's `data-emotion` names as inserted when it is created, so the browser's first commits do not compile and
 * insert those styles (Emotion's stylis compile and insertRule of each element's class, in the commit's task).
 * A style the browser would make differently has another name (a hash of its styles) and is inserted as usual.
 * If the render fails the build goes on without the element, with a warning: the page stays right, only slower.
 */
export function staticFirstStyles(): Plugin {
  let element = '';
  return {
    name: 'portal-static-first-styles',
    apply: 'build',
    async buildStart() {
      const { runnerImport } = await import('vite');
      try {
        const { module } = await runnerImport<typeof import('./src/app/first-screen-styles')>(path.join(HERE, 'src', 'app', 'first-screen-styles.tsx'), {
          configFile: false,
          logLevel: 'warn',
          root: HERE,
          resolve: { alias: [{ find: /^@portal\/common\/(.*)$/, replacement: `${path.join(HERE, '..', 'common', 'src')}/$1` }] },
        });
        const { styles, errors } = module.firstScreens;
        for (const error of errors) this.warn(`first screens' styles: ${error}`);
        const names = Object.keys(styles);
        element = names.length ? `<style data-emotion="${EMOTION_KEY} ${names.join(' ')}">${Object.values(styles).join('')}</style>` : '';
      } catch (error) {
        this.warn(`the first screens' styles are inserted in the browser again: ${String(error)}`);
        element = '';
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (element ? html.replace('</head>', `${element}</head>`) : html),
    },
  };
}
