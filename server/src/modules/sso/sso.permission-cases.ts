import type { HttpAnswer, TestPortal } from '../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../test/harness.js';
import { newStaffUser, pendingToken } from '../../../test/fixtures/mfa-fixtures.js';
import { EVERYONE, type PermissionCase } from '../../../test/permissions.js';

/**
 * Single sign-on is open to anyone: the provider's answer, this browser's flow cookie and the hand-over token are
 * what it checks, never a bearer token. The hand-over names a fresh staff user; the browser steps answer redirects
 * (the permission suite's portal is configured against an in-process provider), read without following them.
 */
const OWN = 'the hand-over names its own staff user, no company';

async function handOver(p: TestPortal): Promise<string> {
  const user = await newStaffUser(p, DEMO_PASSWORD);
  return pendingToken(p, user.id, 'sso');
}

async function browserStep(p: TestPortal, path: string, token: string | null): Promise<HttpAnswer> {
  const res = await fetch(`${p.url}/api/v1${path}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

export const ssoPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'ssoLogin',
    ownDataOnly: OWN,
    send: async (p, token) => p.gql('mutation($t:String!){ ssoLogin(ssoToken:$t){ accessToken } }', { t: await handOver(p) }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/login/sso',
    ownDataOnly: OWN,
    send: async (p, token) => p.rest('POST', '/auth/login/sso', { token, body: { ssoToken: await handOver(p) } }),
  },
  {
    kind: 'rest',
    name: 'GET /auth/oidc/start',
    allowed: EVERYONE,
    ownDataOnly: 'sends this browser to the provider; no data',
    send: (p, token) => browserStep(p, '/auth/oidc/start', token),
  },
  {
    kind: 'rest',
    name: 'GET /auth/oidc/callback',
    allowed: EVERYONE,
    ownDataOnly: 'no sign-in under way in this browser: lands on the sign-in page with the refusal; no data',
    send: (p, token) => browserStep(p, '/auth/oidc/callback?code=x&state=y', token),
  },
];
