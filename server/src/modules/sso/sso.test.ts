import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DEMO_EMAILS, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { giveTotp, newStaffUser, totpCode } from '../../../test/fixtures/mfa-fixtures.js';
import { CookieJar, signInAtProvider, startOidcProvider, type OidcTestProvider } from '../../../test/fakes/oidc-test-provider.js';
import { AuditLog } from '../audit/index.js';
import { OidcFlowCookie, OIDC_FLOW_COOKIE } from './oidc-flow-cookie.js';

/**
 * Staff single sign-on against a real OpenID provider in this process: the whole authorization code flow over HTTP
 * (start, the provider's sign-in, the callback, the sign-in page's exchange), and each way it must refuse.
 */
const REDIRECT = 'http://portal.test/api/v1/auth/oidc/callback';
let provider: OidcTestProvider;
let portal: TestPortal;
beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT);
  portal = await startTestPortal({
    TRUST_PROXY: 'true',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_REDIRECT_URL: REDIRECT,
    OIDC_LABEL: 'Sign in with Microsoft',
    LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: '5',
  });
}, 60_000);
afterAll(async () => {
  await portal?.stop();
  await provider?.stop();
});

let ipN = 0;
const freshIp = () => `10.88.${Math.floor(++ipN / 250)}.${ipN % 250}`;

interface Flow {
  jar: CookieJar;
  ip: string;
  /** Where the provider sent the browser back (the registered redirect URL with code, state, iss). */
  returned: string;
}

/** A browser: the portal's start, then the provider's sign-in as `sub`; stops where the provider redirects back. */
async function throughProvider(sub: string, ip = freshIp()): Promise<Flow> {
  const jar = new CookieJar();
  const start = await fetch(`${portal.url}/api/v1/auth/oidc/start`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } });
  expect(start.status).toBe(302);
  jar.take(portal.url, start);
  const authorization = new URL(start.headers.get('location')!);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  return { jar, ip, returned: await signInAtProvider(authorization.href, sub, REDIRECT, jar) };
}

/** The portal's callback for the URL the provider sent back; answers where the portal sends the browser. */
async function callback(flow: Flow, opts: { query?: string; cookie?: string } = {}): Promise<string> {
  const query = opts.query ?? new URL(flow.returned).search;
  const res = await fetch(`${portal.url}/api/v1/auth/oidc/callback${query}`, {
    redirect: 'manual',
    headers: { cookie: opts.cookie ?? flow.jar.header(portal.url), 'x-forwarded-for': flow.ip },
  });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

const ssoTokenOf = (landing: string) => /#sso=([^&]+)$/.exec(landing)?.[1] ?? null;
const REFUSED = 'http://portal.test/prequalification#sso_error=refused';

function account(sub: string, email: string, verified = true) {
  provider.accounts.set(sub, { email, email_verified: verified });
  return sub;
}

async function refusals(): Promise<string[]> {
  const rows = await portal.em().find(AuditLog, { action: 'SSO_SIGN_IN_REFUSED' }, { orderBy: { performedAt: 'asc' } });
  return rows.map((r) => String((r.changes as { reason: string }).reason));
}

describe('staff single sign-on', () => {
  it('signs in an existing internal user by the verified e-mail (any case), through the sign-in page exchange', async () => {
    const user = await newStaffUser(portal, 'Unused#Pass2026');
    const flow = await throughProvider(account('staff-1', user.email.toUpperCase()));
    const landing = await callback(flow);
    expect(landing).toMatch(/^http:\/\/portal\.test\/prequalification#sso=/);

    const answer = await portal.rest('POST', '/auth/login/sso', { body: { ssoToken: ssoTokenOf(landing) } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['access_token']);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(true);
    expect((await portal.gql('{ me { userId } }', {}, answer.body.access_token)).body.data.me.userId).toBe(user.id);
    const signIn = await portal.em().findOneOrFail(AuditLog, { entityId: user.id, action: 'LOGIN' });
    expect(signIn.changes).toEqual({ method: 'oidc' });

    // The hand-over works once.
    expect((await portal.rest('POST', '/auth/login/sso', { body: { ssoToken: ssoTokenOf(landing) } })).status).toBe(401);
  });

  it('asks for the TOTP code after the provider when the user has one', async () => {
    const user = await newStaffUser(portal, 'Unused#Pass2026');
    const secret = await giveTotp(portal, user.id);
    const landing = await callback(await throughProvider(account('staff-totp', user.email)));
    const first = await portal.gql('mutation($t:String!){ ssoLogin(ssoToken:$t){ accessToken mfaRequired mfaToken } }', { t: ssoTokenOf(landing) });
    expect(first.body.data.ssoLogin).toMatchObject({ accessToken: null, mfaRequired: true });
    const second = await portal.rest('POST', '/auth/login/mfa', { body: { mfaToken: first.body.data.ssoLogin.mfaToken, code: totpCode(secret) } });
    expect(second.status).toBe(200);
    const signIn = await portal.em().findOneOrFail(AuditLog, { entityId: user.id, action: 'LOGIN' });
    expect(signIn.changes).toEqual({ method: 'oidc', secondFactor: 'totp' });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const user = await newStaffUser(portal, 'Unused#Pass2026');
    expect(await callback(await throughProvider(account('unverified', user.email, false)))).toBe(REFUSED);
    expect((await refusals()).at(-1)).toMatch(/not verified/);
  });

  it('refuses an e-mail no user has, and never creates one', async () => {
    expect(await callback(await throughProvider(account('stranger', 'stranger@elsewhere.example')))).toBe(REFUSED);
    expect((await refusals()).at(-1)).toMatch(/no user/);
    expect(await portal.em().getConnection().execute("select 1 from app_user where email = 'stranger@elsewhere.example'")).toHaveLength(0);
  });

  it("refuses a company's user, who keeps the password", async () => {
    expect(await callback(await throughProvider(account('vendor', DEMO_EMAILS.VENDOR_ADMIN)))).toBe(REFUSED);
    expect((await refusals()).at(-1)).toMatch(/password/);
  });

  it('refuses an altered state, and a callback without the flow cookie of this browser', async () => {
    const user = await newStaffUser(portal, 'Unused#Pass2026');
    const flow = await throughProvider(account('state', user.email));
    const query = new URL(flow.returned).searchParams;
    query.set('state', 'attacker-state');
    expect(await callback(flow, { query: `?${query}` })).toBe(REFUSED);

    const other = await throughProvider('state');
    expect(await callback(other, { cookie: '' })).toBe(REFUSED);
  });

  it('refuses an ID token for another nonce, and a code redeemed without its PKCE verifier', async () => {
    const user = await newStaffUser(portal, 'Unused#Pass2026');
    account('bound', user.email);
    const seal = new OidcFlowCookie(portal.config.JWT_SECRET, portal.config.JWT_ISSUER, portal.config.JWT_AUDIENCE);
    const flowOf = async (flow: Flow) => {
      const raw = decodeURIComponent(/oidc_flow=([^;]+)/.exec(flow.jar.header(portal.url))![1]!);
      return (await seal.open(raw))!;
    };

    const a = await throughProvider('bound');
    const fa = await flowOf(a);
    const otherNonce = await seal.seal({ state: fa.state, nonce: 'another-nonce', verifier: fa.verifier });
    expect(await callback(a, { cookie: `${OIDC_FLOW_COOKIE}=${otherNonce}` })).toBe(REFUSED);
    // The ID token's nonce is not the one this browser's flow sent.
    expect((await refusals()).at(-1)).toMatch(/nonce|JWT claim value/);

    const b = await throughProvider('bound');
    const fb = await flowOf(b);
    const otherVerifier = await seal.seal({ state: fb.state, nonce: fb.nonce, verifier: 'x'.repeat(64) });
    expect(await callback(b, { cookie: `${OIDC_FLOW_COOKIE}=${otherVerifier}` })).toBe(REFUSED);
    expect((await refusals()).at(-1)).toMatch(/invalid_grant|PKCE|code_verifier/i);

    // The same flow, untouched, still signs in: what failed above was the tampering.
    const c = await throughProvider('bound');
    expect(ssoTokenOf(await callback(c))).toBeTruthy();
  });

  it('completes a flow once: the same callback again is refused', async () => {
    const user = await newStaffUser(portal, 'Unused#Pass2026');
    const flow = await throughProvider(account('replay', user.email));
    expect(ssoTokenOf(await callback(flow))).toBeTruthy();
    expect(await callback(flow, { cookie: `${OIDC_FLOW_COOKIE}=${/oidc_flow=([^;]+)/.exec(flow.jar.header(portal.url))?.[1] ?? ''}` })).toBe(REFUSED);
  });

  it('throttles refusals from one client like failed logins', async () => {
    const ip = freshIp();
    account('throttled', 'nobody-here@elsewhere.example');
    for (let i = 0; i < 5; i++) expect(await callback(await throughProvider('throttled', ip))).toBe(REFUSED);
    const flow = await throughProvider('throttled', ip);
    const res = await fetch(`${portal.url}/api/v1/auth/oidc/callback${new URL(flow.returned).search}`, {
      redirect: 'manual',
      headers: { cookie: flow.jar.header(portal.url), 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(429);
  });

  it("shows the button's words in the portal's configuration", async () => {
    expect((await portal.gql('{ portalConfig { ssoLabel } }')).body.data.portalConfig.ssoLabel).toBe('Sign in with Microsoft');
  });
});

describe('single sign-on settings', () => {
  it('refuses to start with an issuer and no client id, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /OIDC_CLIENT_ID/,
    );
  });
});
