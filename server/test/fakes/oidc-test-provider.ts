import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: what its ID token says. */
export interface OidcAccount {
  email: string;
  email_verified: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The accounts by subject; a test adds its own. */
  accounts: Map<string, OidcAccount>;
  stop(): Promise<void>;
}

export interface OidcTestProviderOptions {
  /**
   * Who a subject not in `accounts` is, or undefined (no such account). The browser tests' provider runs in the
   * global set-up, apart from the specs that sign in: there the subject typed on the sign-in form is the e-mail.
   */
  accountOf?: (sub: string) => OidcAccount | undefined;
}

/**
 * An OpenID provider in this process (oidc-provider, the certified implementation), on a free loopback port: one
 * confidential client for the portal, PKCE (S256) required, the e-mail scope, its development sign-in form (any
 * subject, any password) and consent taken as given, so a test drives the real authorization code flow over HTTP.
 */
export async function startOidcProvider(redirectUri: string, { accountOf }: OidcTestProviderOptions = {}): Promise<OidcTestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, OidcAccount>();
  const clientId = 'prequal-portal';
  const clientSecret = 'prequal-portal-secret-for-tests';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true, methods: ['S256'] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub) ?? accountOf?.(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
    // The portal is a first-party client: its scopes are granted without a consent screen.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified']);
      await grant.save();
      return grant;
    },
  });
  // Errors are answers to the client here, not test failures.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser's kept-alive connections would hold close() open until the browser quits.
        server.closeAllConnections();
      }),
  };
}

/** A browser's cookies, by host, as far as these flows need them (name=value, no paths or expiry). */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();
  header(url: string): string {
    return [...(this.byHost.get(new URL(url).host) ?? new Map<string, string>()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(url: string, res: Response): void {
    const host = new URL(url).host;
    const jar = this.byHost.get(host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.byHost.set(host, jar);
  }
}

/**
 * Walks a browser through the provider from its authorization URL: signs in as `sub` on the development form and
 * follows redirects until the provider sends the browser to `redirectUri`; answers that URL (code, state, iss).
 */
export async function signInAtProvider(authorizationUrl: string, sub: string, redirectUri: string, jar: CookieJar): Promise<string> {
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let i = 0; i < 12; i++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(url), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.take(url, res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectUri)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'login';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt });
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('the provider never redirected back to the portal');
}
