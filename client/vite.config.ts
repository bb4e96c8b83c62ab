import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cachedCva } from './vite-cached-cva';
import { compileHints } from './vite-compile-hints';
import { cssSnapshot } from './vite-css-snapshot';
import { graphqlDocuments } from './vite-graphql-documents';
import { lazyStyleUtilities } from './vite-lazy-style-utilities';
import { precompress } from './vite-precompress';
import { propNameSet } from './vite-prop-name-set';
import { reactRouterProduction } from './vite-react-router-production';
import { scriptsAfterPaint } from './vite-scripts-after-paint';
import { sessionPreload } from './vite-session-preload';
import { staticFirstStyles } from './vite-static-first-styles';
import { staticGlobalCss } from './vite-static-global-css';
import { staticTokens } from './vite-static-tokens';

const API_TARGET = process.env.API_URL ?? 'http://localhost:4000';
const FEATURES = fileURLToPath(new URL('./src/features/', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    graphqlDocuments(),
    reactRouterProduction(),
    staticGlobalCss(),
    staticFirstStyles(),
    staticTokens(),
    lazyStyleUtilities(),
    cachedCva(),
    propNameSet(),
    cssSnapshot('build'),
    compileHints(),
    sessionPreload(),
    scriptsAfterPaint(),
    precompress(),
  ],
  resolve: {
    // Use the shared TypeScript source directly so the client never waits for a common/ build.
    alias: [
      {
        find: /^@portal\/common\/(.*)$/,
        replacement: `${fileURLToPath(new URL('../common/src/', import.meta.url))}$1`,
      },
    ],
  },
  server: {
    proxy: {
      '/graphql': API_TARGET,
      '/api': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // A feature's modules only define things (screens, hooks, documents, schemas), so one whose exports no
        // included module uses is left out whole: a feature's index.ts brings only what its importer uses. Otherwise
        // every module it lists stays for its top-level calls (zod's schemas, a form's definition), as when the
        // dashboard took the insurance card from insurance/index.ts and got its dialogs, zod and the prequalification
        // form's definitions with it. (One module sets something at load, pdf-preview's worker, and it is kept
        // wherever its component is used.)
        moduleSideEffects: (id) => !id.startsWith(FEATURES),
      },
      output: {
        // Chunks under 20 kB that only define things join a chunk loaded under the same conditions: a signed-in
        // page's first screen was 60-odd requests of 1 to 3 kB (Chakra's parts one by one), each a round trip on a
        // phone's network; now about half as many.
        experimentalMinChunkSize: 20_000,
        // Libraries change less often than the app: separate chunks stay cached across deploys. Chakra's
        // components are left to the pages that draw them (one chunk would load every component on the
        // sign-in page); only React and Apollo, which every page that uses them needs whole, get their own.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Anchored at node_modules: `/react/` alone also matches @chakra-ui/react and @ark-ui/react.
          if (/node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/.test(id)) return 'vendor-apollo';
          if (/node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
  },
});
