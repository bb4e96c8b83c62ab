import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const API_TARGET = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompress()],
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
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss)[\\/]/.test(id)) return 'vendor-ui';
          if (/[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/.test(id)) return 'vendor-apollo';
          if (/[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
  },
});
