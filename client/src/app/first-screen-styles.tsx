/*
 * Build time only (vite-static-first-styles.ts loads it in Node): renders the first screens of a first visit (the
 * sign-in page, and the vendor's and staff's landing pages while their first answers load) as the browser draws
 * them, and returns the CSS Emotion made for them, per class name. The build writes them into index.html as a
 * `<style data-emotion="css name name …">` element; Emotion's cache takes every name listed there as inserted when
 * it starts, so the browser's first commits neither compile nor insert those styles. A name is the hash of its
 * styles, so a style the browser makes differently has another name and is inserted as usual: what is written here
 * can only spare work, never change a page's look.
 */
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SESSION_CLAIMS_COOKIE_NAME } from '@portal/common/constants';
import type { Role } from '@portal/common/auth/roles';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { recording } from '../theme/css-snapshot';
import { App } from './app';
import { routes } from './routes';

/** Class name (without Emotion's `css-` key) -> its compiled rules. */
export type FirstScreenStyles = Record<string, string>;

/** A session's claims cookie as the server sets it (only its shape matters here: no request is answered). */
function sessionCookie(role: Role): string {
  const claims = { role, userId: 'first-screen', name: 'First Screen', email: 'first.screen@example.com', vendorId: role.startsWith('VENDOR') ? 'first-screen' : null };
  return `${SESSION_CLAIMS_COOKIE_NAME}=${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
}

/** The first visits whose first screens are written into index.html: the sign-in page's two addresses, each side's landing page. */
export const FIRST_SCREENS: { path: string; role: Role | null }[] = [
  { path: '/prequalification', role: null },
  { path: '/registration', role: null },
  { path: '/vendor/overview', role: 'VENDOR_ADMIN' },
  { path: '/admin/dashboard', role: 'SYSTEM_ADMIN' },
];

/** A phone's and a laptop's window: below 768 px the shell draws a menu button for its drawer, above it the sidebar. */
export const WIDTHS = [412, 1366];

function idle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/** The styles of what the browser's first visit to `path` draws (lazy routes and chunks loaded), and any render error. */
export async function stylesOf(path: string, role: Role | null, width: number): Promise<{ styles: FirstScreenStyles; errors: string[] }> {
  const globals = globalThis as Record<string, unknown>;
  const saved = { document: globals.document, window: globals.window };
  // The few reads the first render makes of the page: the session's cookie, the address, the window's width.
  globals.document = { cookie: role ? sessionCookie(role) : '' };
  globals.window = { location: { pathname: path, search: '', hash: '' }, innerWidth: width };
  const errors: string[] = [];
  try {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await idle(router);
    // Compat mode: Emotion keeps each name's rules on the cache (as @emotion/server reads them) instead of
    // rendering them as <style> elements.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    // A client whose requests never answer: the screens draw what they show while their first answers load.
    const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
    // prerender waits for the lazy components (Apollo's root, the session's details) where renderToString would
    // draw their fallbacks.
    // Chakra's css() calls of the render are recorded for index.html too (theme/css-snapshot.ts).
    await recording(async () => {
      const { prelude } = await prerender(
        <CacheProvider value={cache}>
          <App router={router} client={client} />
        </CacheProvider>,
        { onError: (error) => void errors.push(`${path}: ${String(error)}`) },
      );
      await new Response(prelude).text();
    });
    client.stop();
    const styles: FirstScreenStyles = {};
    for (const [name, rules] of Object.entries(cache.inserted)) {
      // Only the elements' class styles: the global ones (the layer order) are index.html's global CSS already.
      if (typeof rules === 'string' && rules.includes(`.css-${name}`)) styles[name] = rules;
    }
    return { styles, errors };
  } finally {
    globals.document = saved.document;
    globals.window = saved.window;
  }
}

async function collect(): Promise<{ styles: FirstScreenStyles; errors: string[] }> {
  const all = { styles: {} as FirstScreenStyles, errors: [] as string[] };
  for (const { path, role } of FIRST_SCREENS) {
    for (const width of WIDTHS) {
      const { styles, errors } = await stylesOf(path, role, width);
      Object.assign(all.styles, styles);
      all.errors.push(...errors);
    }
  }
  return all;
}

// Module runners close once the import has settled, and the lazy routes load through them: the work is done here.
export const firstScreens = await collect();
