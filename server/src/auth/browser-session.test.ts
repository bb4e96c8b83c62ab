import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../test/harness.js';
import { browserSession } from './browser-session.js';

/**
 * The browser's session over real HTTP: sign-in sets an HttpOnly cookie (and two readable ones holding no secret),
 * a cookie-authenticated write needs the CSRF token, a bearer caller does not, and sign-out clears and revokes.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

/** Set-Cookie lines by cookie name. */
function setCookies(headers: Headers): Map<string, string> {
  return new Map(headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** Signs in as the screens do (the GraphQL mutation) and answers the cookies the browser would keep. */
async function browserSignIn(email: string) {
  const res = await portal.gql('mutation($e:String!,$p:String!){ login(email:$e,password:$p){ accessToken } }', { e: email, p: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  const lines = setCookies(res.headers);
  const value = (name: string) => /^[^=]+=([^;]*)/.exec(lines.get(name) ?? '')?.[1] ?? '';
  return {
    lines,
    cookie: `session=${value('session')}; session_claims=${value('session_claims')}; csrf=${value('csrf')}`,
    csrf: decodeURIComponent(value('csrf')),
    body: res.body,
  };
}

const RENAME = 'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ user { name } } }';

describe('the browser session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/ on sign-in, with readable claims and CSRF cookies that hold no token', async () => {
    const { lines, body } = await browserSignIn(DEMO_EMAILS.VENDOR_USER);
    const session = lines.get('session') ?? '';
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    // A plain-http test run: no Secure, or the browser would drop it.
    expect(session).not.toMatch(/; Secure/);
    expect(session).toContain(encodeURIComponent(body.data.login.accessToken));
    for (const readable of ['session_claims', 'csrf']) {
      const line = lines.get(readable) ?? '';
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/HttpOnly/);
    }
    // The claims cookie names the user but carries no signature: it is no credential.
    const claims = JSON.parse(Buffer.from(decodeURIComponent(/^session_claims=([^;]*)/.exec(lines.get('session_claims') ?? '')?.[1] ?? ''), 'base64url').toString());
    expect(claims).toMatchObject({ email: DEMO_EMAILS.VENDOR_USER, role: 'VENDOR_USER', userId: portal.users.VENDOR_USER.id });
    expect(lines.get('session_claims')).not.toContain(body.data.login.accessToken.split('.')[2]);
  });

  it('refuses a cookie-authenticated write without the CSRF token (403), and takes it with the token', async () => {
    const { cookie, csrf } = await browserSignIn(DEMO_EMAILS.VENDOR_USER);
    const id = portal.users.VENDOR_USER.id;
    const input = { id, i: { name: 'Umar Cookie', phone: '301-555-0106' } };

    const bare = await portal.gql(RENAME, input, null, { cookie });
    expect(bare.status).toBe(403);
    expect(bare.body.errors[0]).toMatchObject({ message: expect.stringMatching(/CSRF token/), extensions: { code: 'FORBIDDEN', type: 'CSRF_TOKEN_INVALID' } });
    const wrong = await portal.gql(RENAME, input, null, { cookie, 'x-csrf-token': `${csrf.slice(1)}x` });
    expect(wrong.status).toBe(403);
    const restBare = await portal.rest('PATCH', `/users/${id}`, { body: { name: 'Umar Cookie', phone: '301-555-0106' }, headers: { cookie } });
    expect(restBare.status).toBe(403);
    expect(restBare.body).toMatchObject({ type: 'CSRF_TOKEN_INVALID', message: expect.stringMatching(/CSRF token/) });

    const ok = await portal.gql(RENAME, input, null, { cookie, 'x-csrf-token': csrf });
    expect(ok.status).toBe(200);
    expect(ok.body.data.updateProfile.user.name).toBe('Umar Cookie');
    const restOk = await portal.rest('PATCH', `/users/${id}`, { body: { name: 'Umar User', phone: '301-555-0106' }, headers: { cookie, 'x-csrf-token': csrf } });
    expect(restOk.status).toBe(200);
    // A read changes nothing: GET needs no CSRF token.
    const read = await portal.rest('GET', `/users/${id}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Umar User');
  });

  it('does not bind a CSRF token to another session', async () => {
    const a = await browserSignIn(DEMO_EMAILS.VENDOR_USER);
    const b = await browserSignIn(DEMO_EMAILS.VENDOR_USER);
    const res = await portal.gql(RENAME, { id: portal.users.VENDOR_USER.id, i: { name: 'Umar User', phone: '301-555-0106' } }, null, {
      cookie: a.cookie,
      'x-csrf-token': b.csrf,
    });
    expect(res.status).toBe(403);
  });

  it('asks a bearer caller for no CSRF token', async () => {
    const token = await portal.tokenFor('VENDOR_USER');
    const res = await portal.gql(RENAME, { id: portal.users.VENDOR_USER.id, i: { name: 'Umar User', phone: '301-555-0106' } }, token);
    expect(res.status).toBe(200);
    expect(res.body.data.updateProfile.user.name).toBe('Umar User');
    // And the REST login still answers the specification's token in its body.
    const login = await portal.rest('POST', '/auth/login', { body: { email: DEMO_EMAILS.VENDOR_USER, password: DEMO_PASSWORD } });
    expect(login.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('is cleared and revoked by sign-out', async () => {
    const { cookie, csrf } = await browserSignIn(DEMO_EMAILS.VENDOR_USER);
    expect((await portal.gql('{ me { email } }', {}, null, { cookie, 'x-csrf-token': csrf })).body.data.me.email).toBe(DEMO_EMAILS.VENDOR_USER);
    const out = await portal.gql('mutation { logout }', {}, null, { cookie, 'x-csrf-token': csrf });
    expect(out.status).toBe(200);
    const cleared = setCookies(out.headers);
    for (const name of ['session', 'session_claims', 'csrf']) expect(cleared.get(name)).toMatch(/^[^=]+=;.*Expires=Thu, 01 Jan 1970/);
    // A copy of the cookie kept from before is refused: the token was revoked, not only forgotten.
    const replay = await portal.gql('{ me { email } }', {}, null, { cookie, 'x-csrf-token': csrf });
    expect(replay.status).toBe(401);
  });

  it('renews the cookie when a password change ends the browser session it came from', async () => {
    const { cookie, csrf } = await browserSignIn(DEMO_EMAILS.VENDOR_USER);
    const change = await portal.gql(
      'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ accessToken } }',
      { id: portal.users.VENDOR_USER.id, i: { name: 'Umar User', phone: '301-555-0106', password: 'Cookie#Pass1', currentPassword: DEMO_PASSWORD } },
      null,
      { cookie, 'x-csrf-token': csrf },
    );
    expect(change.status).toBe(200);
    const fresh = change.body.data.updateProfile.accessToken as string;
    expect(setCookies(change.headers).get('session')).toContain(encodeURIComponent(fresh));
    await portal.gql(
      'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ accessToken } }',
      { id: portal.users.VENDOR_USER.id, i: { name: 'Umar User', phone: '301-555-0106', password: DEMO_PASSWORD, currentPassword: 'Cookie#Pass1' } },
      fresh,
    );
  });
});

describe('the Secure attribute', () => {
  it('is set when the portal is served over https', async () => {
    const app = express();
    app.get('/', (req, res) => {
      browserSession(req, res, { PUBLIC_URL: 'https://portal.example.com', isProduction: false, JWT_SECRET: 'x'.repeat(32) }).start(
        'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiVkVORE9SX1VTRVIifQ.c2ln',
      );
      res.end();
    });
    const server = app.listen(0);
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const lines = setCookies(res.headers);
      for (const name of ['session', 'session_claims', 'csrf']) expect(lines.get(name)).toMatch(/; Secure/);
      expect(lines.get('session')).toMatch(/; HttpOnly/);
    } finally {
      server.close();
    }
  });
});

describe('cookies worked out while the password is checked (prepare)', () => {
  it('are set only by start(), with the values start() alone sets, whichever token was prepared before', async () => {
    const config = { PUBLIC_URL: 'http://portal.test', isProduction: false, JWT_SECRET: 'x'.repeat(32) };
    const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
    const token = jwt({ role: 'VENDOR_USER', email: 'a@example.com' });
    // A sign-in that starts no session prepares its decoy token's cookies, never started.
    const decoy = jwt({ role: 'VENDOR_USER', email: 'decoy@example.invalid' });
    const app = express();
    app.get('/:how', (req, res) => {
      const session = browserSession(req, res, config);
      if (req.params.how === 'prepared' || req.params.how === 'only-prepared') session.prepare(token);
      if (req.params.how === 'decoy-prepared') session.prepare(decoy);
      if (req.params.how !== 'only-prepared') session.start(token);
      res.end();
    });
    const server = app.listen(0);
    try {
      const cookies = async (how: string) =>
        (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${how}`)).headers.getSetCookie().map((line) => line.split(';', 1).join(''));
      const direct = await cookies('direct');
      expect(direct.map((c) => c.slice(0, c.indexOf('=')))).toEqual(['session', 'session_claims', 'csrf', 'access_token']);
      expect(direct[0]).toBe(`session=${token}`);
      expect(await cookies('prepared')).toEqual(direct);
      expect(await cookies('decoy-prepared')).toEqual(direct);
      expect(await cookies('only-prepared')).toEqual([]);
    } finally {
      server.close();
    }
  });
});
