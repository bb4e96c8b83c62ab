// ESLint flat config (ESLint 10): the house style of ARCHITECTURE.md rule 12, kept by a tool.
// `npm run lint` runs it (with `prettier --check`); `npm test` runs `npm run lint` first.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycles, noValueImportCycles } from './eslint/import-graph.js';

const root = import.meta.dirname;
const portal = { rules: { 'no-import-cycles': noImportCycles, 'no-value-import-cycles': noValueImportCycles } };
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// (a) The client's layers run one way: shared (components, api, auth, utils, theme, gql) <- features <- app (the
// route table, the layouts and the providers in client/src/app, mounted by main.tsx). A feature imports another feature only through what that one exposes: its index.ts,
// and its testing/ helpers; what two features share lives in the shared layer or @portal/common.
const features = foldersIn('client/src/features');
const featureZones = features.map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: './client/src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap((other) => [`./${other}/index.ts`, `./${other}/testing`])],
  message: `Feature "${feature}" may import another feature only through its index.ts (or testing/ helpers); move what both need to client/src/components, client/src/api, client/src/utils or @portal/common.`,
}));
// The shared layer never reaches up into a feature, nor into the app layer that composes them (tests compose, so they
// may). A folder added beside these is neither: list it here when it holds shared pieces.
const sharedLayer = ['components', 'api', 'auth', 'utils', 'theme', 'gql', 'sign-in-shell.ts', 'zod-jitless.ts'].map((dir) => `./client/src/${dir}`);
const sharedZones = sharedLayer.map((target) => ({
  target,
  from: ['./client/src/features', './client/src/app', './client/src/main.tsx'],
  message: 'The shared layer imports no feature and not the app layer: take what a screen needs as a prop, or move the piece into the shared layer.',
}));
// Only the app layer composes: a feature never imports client/src/app (routes, layouts, providers) or the entry point.
const compositionZone = {
  target: './client/src/features',
  from: ['./client/src/app', './client/src/main.tsx'],
  message: 'Only client/src/app composes features: a feature imports neither the routes, the layouts, the app nor the entry point.',
};

// (b) A server module reaches another module only through its public index.ts (its manifest and surface).
const modules = foldersIn('server/src/modules');
const moduleZones = modules.map((mod) => ({
  target: `./server/src/modules/${mod}`,
  from: modules.filter((other) => other !== mod).map((other) => `./server/src/modules/${other}`),
  except: ['./index.ts'],
  message: `Module "${mod}" may import another module only through its index.ts (../<module>/index.js).`,
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'e2e/artifacts/**', 'client/src/gql/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without these, import-x reads only .js files when it follows imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['common/tsconfig.json', 'server/tsconfig.json', 'server/tsconfig.check.json', 'client/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // (c) No import cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...moduleZones] }],
      // Keeps the two rules above honest: an import the resolver cannot follow would pass them silently.
      // @portal/common resolves to common/dist for the server, which a fresh clone has not built yet.
      'import-x/no-unresolved': ['error', { ignore: ['^@portal/common/'] }],
      // (d) kebab-case file and folder names; a middle extension (.test, .e2e, .permission-cases, .entity) is part of the role.
      'check-file/filename-naming-convention': ['error', { '**/*.{js,mjs,cjs,ts,mts,cts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // (e) No import circle in the server, common or the end-to-end specs, type-only imports included (import-x/no-cycle
    // skips those): an edge between two ORM entity files aside. `node eslint/import-graph.js server/src` lists circles.
    files: ['server/**/*.ts', 'common/**/*.ts', 'e2e/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/no-import-cycles': 'error' },
  },
  {
    // ...so import-x/no-cycle adds nothing there but its cost: it parsed every file an import reaches to follow it, 71%
    // of ESLint's time on these folders (portal/no-import-cycles: 2%). These folders import only relative paths and
    // packages (@portal/common never imports back). It stays on the entity files, where the rule above lets an edge
    // between two entities pass: every circle through such an edge runs through an entity file.
    files: ['server/**/*.ts', 'common/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/*.entity.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The client's circles of value imports, import-x/no-cycle's rule (type-only imports aside, as it reads them), from
    // the same graph (eslint/import-graph.js): 65% of ESLint's rule time on the client went to import-x/no-cycle.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'import-x/no-cycle': 'off', 'portal/no-value-import-cycles': 'error' },
  },
  {
    // (f) Layers run one way: the kernel (context.ts, modules/module.ts, auth, errors) and the infrastructure (db, rest,
    // graphql, jobs, integrations, ...) import no module; the composition roots hand them the module list
    // (modules/index.ts). Tests compose too, so they may.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/modules/**',
      'server/src/app.ts',
      'server/src/main.ts',
      'server/src/start.ts',
      'server/src/migrate-cli.ts',
      'server/src/print-schema.ts',
      '**/*.test.ts',
      '**/*.permission-cases.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './server/src',
              from: './server/src/modules',
              except: ['./module.ts'],
              message:
                'The kernel and the infrastructure import no module: take what a module gives through its manifest (modules/module.ts), handed over by app.ts or main.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // (a) continued: the client's shared layer, outside its tests.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/test/**', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...sharedZones, compositionZone] }] },
  },
  {
    // MikroORM names its migrations Migration<timestamp>_<name>.ts, and finds them by that name; each sits in the
    // folder of its timestamp's month (YYYY-MM, db/migrations/index.ts).
    files: ['server/src/db/migrations/**'],
    rules: {
      'check-file/filename-naming-convention': 'off',
      'check-file/folder-naming-convention': ['error', { 'server/src/db/migrations/*/': '[0-9][0-9][0-9][0-9]-[0-9][0-9]' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/vite.config.ts', 'client/vitest.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Last: turns off the stylistic rules that Prettier owns.
  prettier,
);
