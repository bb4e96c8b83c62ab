import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { staticGlobalCss } from './vite-static-global-css';

const API_TARGET = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), staticGlobalCss(), precompress()],
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
      output: {
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
