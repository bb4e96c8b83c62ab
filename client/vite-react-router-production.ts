import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7 ships two builds and its package exports only the development one, whose dev warnings run on
 * every render of the route tree (each message is built whether or not it is shown). The production build is the
 * same code with `ENABLE_DEV_WARNINGS = false`: the client's build uses it; the dev server and the tests keep the
 * warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config() {
      const development = createRequire(import.meta.url).resolve('react-router');
      const production = path.join(path.dirname(development), '..', 'production', 'index.mjs');
      if (!existsSync(production)) {
        console.warn(`react-router's production build is not at ${production}; building with its development build.`);
        return undefined;
      }
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
