import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { runnerImport, type Plugin } from 'vite';
import { patchModules } from './vite-text-edits';

/** Marks the style element; theme/system.ts looks for it to know the global CSS is already in the page. */
export const GLOBAL_CSS_ATTRIBUTE = 'data-portal-global-css';

const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_FIELD = /^(\s*)_global,$/m;

/**
 * The portal's global CSS (Chakra's reset, base styles and every token as a CSS variable) written into
 * index.html at build time instead of being computed in the browser. Chakra's createSystem builds those
 * styles eagerly and its provider hands them to Emotion, which compiles them again: on a phone (Lighthouse's
 * 4x CPU) about 1.7 s of the first page's main thread, before anything is drawn.
 *
 * - The CSS is made here in Node from theme/system.ts (the same system the client creates), serialised and
 *   compiled as Emotion's <Global> does (serializeStyles, then stylis with its prefixer).
 * - createSystem's `_global` becomes a getter, so the browser only computes it when read; theme/system.ts
 *   gives the provider an empty list once it finds the style element. Should Chakra's code change shape the
 *   patch is skipped with a warning: the page stays right, only slower.
 */
export function staticGlobalCss(): Plugin {
  let css = '';
  return {
    name: 'portal-static-global-css',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<typeof import('./src/theme/system')>(new URL('./src/theme/system.ts', import.meta.url).pathname, {
        configFile: false,
        logLevel: 'warn',
      });
      const { system } = module;
      // As <ChakraProvider> renders them: the layer order, then the reset, base and token styles.
      const styles = serializeStyles([system.layers.atRule, system._global]).styles;
      css = serialize(compile(styles), middleware([prefixer, stringify]));
    },
    transform: patchModules({
      file: CHAKRA_SYSTEM,
      patch: (code) =>
        code.includes(EAGER_GLOBAL) && GLOBAL_FIELD.test(code)
          ? code.replace(EAGER_GLOBAL, '').replace(GLOBAL_FIELD, '$1get _global() { return [getPreflightCss(), getGlobalCss(), getTokenCss()]; },')
          : null,
      changed: "Chakra's createSystem changed: its global CSS is computed in the browser again",
    }),
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'style', attrs: { [GLOBAL_CSS_ATTRIBUTE]: true }, children: css, injectTo: 'head' }],
    },
  };
}
