import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint: every function in the file is compiled while the file streams in (https://v8.dev/blog/explicit-compile-hints). */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The modules whose chunks every first visit runs nearly whole while it boots: React DOM's client (its CommonJS
 * body is one function, called when the boot's first stage imports it) and Chakra's createSystem with the styled
 * system around it (the second stage).
 */
export const EAGER_MODULES = [
  /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
];

/** The chunks that hold each of `modules`, or the first of `modules` no chunk holds. */
export function chunksHolding(bundle: Rollup.OutputBundle, modules: RegExp[]): { chunks: Rollup.OutputChunk[]; missing?: RegExp } {
  const all = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const chunks: Rollup.OutputChunk[] = [];
  for (const module of modules) {
    const chunk = all.find((c) => c.moduleIds.some((id) => module.test(id)));
    if (!chunk) return { chunks, missing: module };
    if (!chunks.includes(chunk)) chunks.push(chunk);
  }
  return { chunks };
}

/**
 * Marks the boot's two heaviest chunks for V8 to compile whole in the background while they download. V8 compiles
 * a function when it is first called, on the page's main thread, unless told otherwise: React DOM's body and the
 * styled system were compiled in the first two stages of the boot and in the first render's slices. With the hint
 * the renderer's main thread, from the first paint to the sign-in page ready, did 15 % less work (167 -> 141 ms of
 * CPU, median of 10 alternated loads). Only these two: marking every chunk compiled functions no first visit calls
 * and saved nothing more. Added after minification (which would drop the comment), before precompression.
 */
export function compileHints(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { chunks, missing } = chunksHolding(bundle, EAGER_MODULES);
      if (missing) this.warn(`compile hints: no chunk holds ${String(missing)}; its functions are compiled on first call again`);
      for (const chunk of chunks) if (!chunk.code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)) chunk.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${chunk.code}`;
    },
  };
}
