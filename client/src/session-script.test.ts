import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionScript } from '../vite-session-script';

const PAGES = {
  '/vendor/overview': {
    files: ['/assets/index-entry.js', '/assets/vendor-react-r.js', '/assets/vendor-apollo-a.js', '/assets/vendor-overview-o.js'],
    queries: [
      { name: 'Me', query: 'query Me { me { userId } }', claims: [] },
      { name: 'VendorOverview', query: 'query VendorOverview($vendorId: ID!) { x }', claims: ['vendorId'] },
    ],
  },
};

/** What the script asked for, in order: `fetch <operation>` or `preload <href>`. */
function run(claims: object | string): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      asked.push(`fetch ${JSON.parse(String(init.body)).operationName}`);
      return new Promise(() => {});
    }),
  );
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLLinkElement) asked.push(`${node.rel} ${new URL(node.href).pathname}`);
    return append(node);
  });
  const value = typeof claims === 'string' ? claims : btoa(JSON.stringify(claims));
  document.cookie = `session_claims=${encodeURIComponent(value)}; path=/`;
  window.history.pushState({}, '', '/vendor/overview');
  new Function(sessionScript(PAGES))();
  return asked;
}

afterEach(() => {
  document.cookie = 'session_claims=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  delete (window as { portalEarlyRequests?: unknown }).portalEarlyRequests;
  window.history.pushState({}, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session script (vite-session-preload.ts)', () => {
  it('sends the first queries, then preloads the entry and React, then the chunks, in the order given', () => {
    expect(run({ userId: 'u-1', vendorId: 'v-1' })).toEqual([
      'fetch Me',
      'fetch VendorOverview',
      'modulepreload /assets/index-entry.js',
      'modulepreload /assets/vendor-react-r.js',
      'modulepreload /assets/vendor-apollo-a.js',
      'modulepreload /assets/vendor-overview-o.js',
    ]);
  });

  it('still preloads when the claims cannot be read, and sends no query', () => {
    expect(run('not base64 json')).toEqual(PAGES['/vendor/overview'].files.map((f) => `modulepreload ${f}`));
  });
});
