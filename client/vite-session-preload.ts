import path from 'node:path';
import { runnerImport, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { chunksOf, entryFilesOf } from './vite-boot-stages';
import { sessionScript } from './vite-session-script';

type OutputBundle = Rollup.OutputBundle;

/**
 * The chunks a signed-in page needs before its first screen, whatever the screen: Apollo's root, the client,
 * the session's `me`, the other screens' recipes and the header's avatar.
 */
const SESSION_MODULES = [
  'src/api/apollo-root.tsx',
  'src/api/create-portal-client.ts',
  'src/auth/session-details.tsx',
  'src/theme/screen-recipes.ts',
  'src/components/user-avatar.tsx',
];

/** A query a landing page sends first: its document in src/gql/graphql.ts, its variables taken from the session's claims. */
interface EarlyQuery {
  document: 'MeDocument' | 'VendorOverviewDocument' | 'DashboardDocument';
  claims: string[];
}

/** The session's `me` (session-details.tsx), asked for on every signed-in page. */
const ME: EarlyQuery = { document: 'MeDocument', claims: [] };

/**
 * The signed-in landing pages (where sign-in and a bookmark lead): the modules of the layout and the screen, and
 * the queries the first screen sends, with the same variables (the overview's company is the session's vendorId).
 */
const LANDING_PAGES: { path: string; modules: string[]; queries: EarlyQuery[] }[] = [
  {
    path: '/vendor/overview',
    modules: ['src/app/layouts/vendor-layout.tsx', 'src/features/vendor-home/components/vendor-overview.tsx'],
    queries: [ME, { document: 'VendorOverviewDocument', claims: ['vendorId'] }],
  },
  {
    path: '/admin/dashboard',
    modules: ['src/app/layouts/admin-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    queries: [ME, { document: 'DashboardDocument', claims: [] }],
  },
];

/** Each query's operation name and its text as the client sends it (src/api/early-answers.ts's queryText). */
async function queryTexts(root: string): Promise<Map<EarlyQuery['document'], { name: string; query: string }>> {
  const load = <T>(file: string) => runnerImport<T>(path.join(root, file), { configFile: false, logLevel: 'warn' }).then((r) => r.module);
  const [documents, { queryText }] = await Promise.all([
    load<typeof import('./src/gql/graphql')>('src/gql/graphql.ts'),
    load<typeof import('./src/api/early-answers')>('src/api/early-answers.ts'),
  ]);
  const names = [...new Set(LANDING_PAGES.flatMap((page) => page.queries.map((q) => q.document)))];
  return new Map(names.map((name) => [name, { name: name.replace(/Document$/, ''), query: queryText(documents[name]) }]));
}

/** A chunk's size as built (its code before compression). */
function sizeOf(bundle: OutputBundle, file: string): number {
  const item = bundle[file];
  return item?.type === 'chunk' ? item.code.length : 0;
}

/**
 * A signed-in first visit otherwise downloads its chunks one link of the chain at a time: the entry, then (once
 * it has run) the layout and the screen, then what they import, then Apollo, and only then asks for its data.
 * This writes into index.html a small inline script that, when the visitor has a session cookie and opens a
 * landing page, asks for all of those chunks at once with `<link rel="modulepreload">` and sends the first
 * screen's queries, beside the entry. The server allows the script by its hash (server/src/inline-script-hashes.ts
 * reads it from the built page).
 */
export function sessionPreload(): Plugin {
  let root = '';
  let queries: Awaited<ReturnType<typeof queryTexts>> = new Map();
  return {
    name: 'portal-session-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      queries = await queryTexts(root);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const entryFiles = entryFilesOf(bundle, root);
        const base = (file: string) => `/${file}`;
        const session = SESSION_MODULES.flatMap((m) => chunksOf(bundle, root, m, entryFiles));
        const pages = Object.fromEntries(
          LANDING_PAGES.map((page) => {
            const own = new Set([...session, ...page.modules.flatMap((m) => chunksOf(bundle, root, m, entryFiles))]);
            const files = [...entryFiles, ...[...own].sort((a, b) => sizeOf(bundle, b) - sizeOf(bundle, a))];
            const sent = page.queries.map(({ document, claims }) => {
              const text = queries.get(document);
              if (!text) throw new Error(`session preload: no query text for ${document}`);
              return { ...text, claims };
            });
            return [page.path, { files: files.map(base), queries: sent }];
          }),
        );
        return [{ tag: 'script', children: sessionScript(pages), injectTo: 'head' }];
      },
    },
  };
}
