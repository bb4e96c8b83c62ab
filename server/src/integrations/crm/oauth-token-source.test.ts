import { describe, expect, it } from 'vitest';
import { createClientCredentialsTokenSource, TokenRequestError } from './oauth-token-source.js';

/** A token endpoint that issues token-1, token-2, … valid for `expiresIn` seconds, answering after `delayMs`. */
function tokenEndpoint(opts: { expiresIn?: number | string; delayMs?: number; status?: number } = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (opts.status) return Response.json({ error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' }, { status: opts.status });
    return Response.json({ token_type: 'Bearer', expires_in: opts.expiresIn ?? 3599, access_token: `token-${requests.length}` });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const clock = () => {
  let t = 1_700_000_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

const source = (fetch: typeof globalThis.fetch, now?: () => number) =>
  createClientCredentialsTokenSource({
    authorityUrl: 'https://login.microsoftonline.com/',
    tenantId: 'contoso.onmicrosoft.com',
    clientId: 'app-id',
    clientSecret: 's3cr=t&x',
    scope: 'https://contoso.crm.dynamics.com/.default',
    fetch,
    now,
  });

describe('OAuth client credentials token source', () => {
  it('asks the v2 token endpoint of the tenant with a form-encoded client credentials grant', async () => {
    const endpoint = tokenEndpoint();
    expect(await source(endpoint.fetch).token()).toBe('token-1');
    const [req] = endpoint.requests;
    expect(req!.url).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token');
    expect(req!.init.method).toBe('POST');
    expect(req!.init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(String(req!.init.body)))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'app-id',
      client_secret: 's3cr=t&x',
      scope: 'https://contoso.crm.dynamics.com/.default',
    });
  });

  it('keeps the token until a minute before it expires, then fetches a new one', async () => {
    const endpoint = tokenEndpoint({ expiresIn: 3600 });
    const time = clock();
    const tokens = source(endpoint.fetch, time.now);
    expect(await tokens.token()).toBe('token-1');
    time.advance(3600_000 - 60_000 - 1);
    expect(await tokens.token()).toBe('token-1');
    expect(endpoint.requests).toHaveLength(1);
    time.advance(1);
    expect(await tokens.token()).toBe('token-2');
    expect(await tokens.token()).toBe('token-2');
    expect(endpoint.requests).toHaveLength(2);
  });

  it('uses a token shorter-lived than the margin for half its life, and reads expires_in given as text', async () => {
    const endpoint = tokenEndpoint({ expiresIn: '40' });
    const time = clock();
    const tokens = source(endpoint.fetch, time.now);
    await tokens.token();
    time.advance(19_999);
    expect(await tokens.token()).toBe('token-1');
    time.advance(1);
    expect(await tokens.token()).toBe('token-2');
  });

  it('makes one request for callers asking at the same time', async () => {
    const endpoint = tokenEndpoint({ delayMs: 20 });
    const tokens = source(endpoint.fetch);
    const all = await Promise.all(Array.from({ length: 10 }, () => tokens.token()));
    expect(new Set(all)).toEqual(new Set(['token-1']));
    expect(endpoint.requests).toHaveLength(1);
  });

  it('drops a refused token (only that one) so the next caller gets a new one', async () => {
    const endpoint = tokenEndpoint();
    const tokens = source(endpoint.fetch);
    const first = await tokens.token();
    tokens.invalidate('some-older-token');
    expect(await tokens.token()).toBe(first);
    tokens.invalidate(first);
    expect(await tokens.token()).toBe('token-2');
    expect(endpoint.requests).toHaveLength(2);
  });

  it('reports a refusal or an unreachable endpoint, without the secret, and does not keep the failure', async () => {
    const refused = source(tokenEndpoint({ status: 401 }).fetch);
    const err = await refused.token().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenRequestError);
    expect(err).toMatchObject({ status: 401, message: expect.stringContaining('AADSTS7000215') });
    expect((err as Error).message).not.toContain('s3cr');

    let attempts = 0;
    const flaky = source((async (url: string | URL | Request, init?: RequestInit) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('fetch failed');
      return tokenEndpoint().fetch(url, init);
    }) as typeof fetch);
    await expect(flaky.token()).rejects.toMatchObject({ name: 'TokenRequestError', status: null });
    expect(await flaky.token()).toBe('token-1');

    const odd = source((async () => Response.json({ token_type: 'Bearer' })) as typeof fetch);
    await expect(odd.token()).rejects.toThrow(/without access_token/);
  });
});
