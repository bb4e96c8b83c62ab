import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/common/errors';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { AuditLog } from '../audit/index.js';
import { User } from '../users/index.js';
import { PasswordResetToken } from './password-reset-token.entity.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({
    TRUST_PROXY: 'true',
    LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: '4',
    LOGIN_BLOCK_AFTER_CLIENT: '1000',
    LOGIN_SLOW_AFTER: '2',
    LOGIN_DELAY_MS: '0',
  });
});
afterAll(() => portal?.stop());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  portal.rest('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('POST /auth/login', () => {
  it.each(Object.entries(DEMO_EMAILS))('signs in %s and answers a 7-day token with the specified claims', async (role, email) => {
    const { status, body } = await login(email, DEMO_PASSWORD);
    expect(status).toBe(200);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ email, role, name: expect.any(String), userId: expect.any(String) });
    for (const k of ['name', 'profile_pic', 'email', 'role', 'userId', 'vendorId', 'phone', 'accountId']) expect(claims).toHaveProperty(k);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(Boolean(claims.vendorId)).toBe(role.startsWith('VENDOR'));
  });

  it('records the last login and an audit entry', async () => {
    const before = Date.now() - 1000;
    await login(DEMO_EMAILS.PREQUAL_VIEWER, DEMO_PASSWORD);
    const user = await portal.em().findOneOrFail(User, { email: DEMO_EMAILS.PREQUAL_VIEWER });
    expect(user.lastLogin!.getTime()).toBeGreaterThan(before);
    expect(await portal.em().count(AuditLog, { entityId: user.id, action: 'LOGIN' })).toBeGreaterThan(0);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(DEMO_EMAILS.PREQUAL_ADMIN, 'not-the-password', '10.1.0.1');
    const unknown = await login('nobody@example.com', 'whatever1', '10.1.0.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: MESSAGES.invalidCredentials, detail: MESSAGES.invalidCredentials, type: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the payload with field errors in the specification words', async () => {
    const { status, body } = await portal.rest('POST', '/auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(status).toBe(400);
    expect(body.type).toBe('BAD_USER_INPUT');
    expect(body.errors).toEqual({ email: 'Email is not valid', password: 'Required' });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await fetch(`${portal.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { type: string }).type).toBe('BAD_USER_INPUT');
  });

  it('tells inactive, pending and rejected users why they cannot sign in', async () => {
    const em = portal.em();
    const mk = async (email: string, patch: Partial<User>) => {
      const u = em.create(User, {
        name: email,
        email,
        role: 'VENDOR_USER',
        passwordHash: (await em.findOneOrFail(User, { email: DEMO_EMAILS.VENDOR_USER }, { populate: ['passwordHash'] })).passwordHash,
        ...patch,
      });
      await em.flush();
      return u;
    };
    await mk('inactive@example.com', { isActive: false });
    await mk('pending@example.com', { registrationStatus: 'PENDING' });
    await mk('rejected@example.com', { registrationStatus: 'REJECTED' });
    const inactive = await login('inactive@example.com', DEMO_PASSWORD, '10.2.0.1');
    expect([inactive.status, inactive.body.message]).toEqual([403, MESSAGES.accountInactive]);
    const pending = await login('pending@example.com', DEMO_PASSWORD, '10.2.0.2');
    expect([pending.status, pending.body.message]).toEqual([403, MESSAGES.accountNotApproved]);
    const rejected = await login('rejected@example.com', DEMO_PASSWORD, '10.2.0.3');
    expect([rejected.status, rejected.body.message]).toEqual([403, MESSAGES.accountRejected]);
    // A wrong password never reveals the account's state.
    expect((await login('inactive@example.com', 'wrong-password', '10.2.0.4')).status).toBe(401);
  });

  // This test asserted that failures from anywhere blocked the account for everyone, even with the right password.
  // That let anyone who knows an e-mail lock its owner out, so the block now falls on the failing client only.
  it('refuses the client hammering an account with 429 and Retry-After, even with the right password, while the owner elsewhere signs in', async () => {
    const email = DEMO_EMAILS.PREQUAL_REVIEWER;
    const attacker = '10.3.0.66';
    for (let i = 0; i < 4; i++) expect((await login(email, `wrong-${i}`, attacker)).status).toBe(401);
    const blocked = await login(email, DEMO_PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toBe(MESSAGES.tooManyLogins);

    // The owner, from another address, gets in with the right password; the attacker stays refused.
    const owner = await login(email, DEMO_PASSWORD, '10.3.9.9');
    expect(owner.status).toBe(200);
    expect(decodeJwt(owner.body.access_token).email).toBe(email);
    expect((await login(email, 'wrong-again', attacker)).status).toBe(429);
    // The attacker's address may still sign in to other accounts until its own cross-account limit.
    expect((await login(DEMO_EMAILS.SYSTEM_ADMIN, DEMO_PASSWORD, attacker)).status).toBe(200);
  });

  it('never blocks an account: failures spread over many addresses leave the owner able to sign in', async () => {
    const email = DEMO_EMAILS.PREQUAL_VIEWER;
    for (let i = 0; i < 12; i++) expect((await login(email, `wrong-${i}`, `10.3.2.${i}`)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.3.3.1')).status).toBe(200);
  });

  it('refuses one client after repeated failures across accounts, through GraphQL as well', async () => {
    const strict = await startTestPortal({ LOGIN_BLOCK_AFTER_CLIENT: '3', LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: '100', LOGIN_DELAY_MS: '0' });
    try {
      for (let i = 0; i < 3; i++) await strict.rest('POST', '/auth/login', { body: { email: `x${i}@example.com`, password: 'nopenope' } });
      const gql = await strict.gql('mutation { login(email:"system.admin@example.com", password:"DemoPass#2026") { accessToken } }');
      expect(gql.status).toBe(429);
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await strict.stop();
    }
  });

  it('slows every attempt on an account past LOGIN_SLOW_AFTER failures, the right password included, without refusing it', async () => {
    const slow = await startTestPortal({ TRUST_PROXY: 'true', LOGIN_SLOW_AFTER: '2', LOGIN_DELAY_MS: '400', LOGIN_MAX_DELAY_MS: '800' });
    try {
      const attempt = async (password: string, ip: string) => {
        const started = Date.now();
        const res = await slow.rest('POST', '/auth/login', { body: { email: DEMO_EMAILS.VENDOR_USER, password }, headers: { 'x-forwarded-for': ip } });
        return { status: res.status, ms: Date.now() - started };
      };
      expect((await attempt('wrong-1', '10.6.0.1')).status).toBe(401);
      expect((await attempt('wrong-2', '10.6.0.2')).status).toBe(401);
      // Two failures: every attempt now waits, from any address; the wait comes before the password is checked.
      const owner = await attempt(DEMO_PASSWORD, '10.6.0.3');
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(400);
      expect((await attempt('wrong-3', '10.6.0.4')).ms).toBeGreaterThanOrEqual(400);
      // Three failures: the wait doubles.
      const later = await attempt(DEMO_PASSWORD, '10.6.0.5');
      expect(later.status).toBe(200);
      expect(later.ms).toBeGreaterThanOrEqual(800);
    } finally {
      await slow.stop();
    }
  });

  it('refuses to start with the old LOGIN_BLOCK_AFTER_ACCOUNT, whose meaning changed, rather than ignore it', () => {
    expect(() => loadConfig({ LOGIN_BLOCK_AFTER_ACCOUNT: '8' })).toThrow(/LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT/);
  });

  it('signs in through GraphQL too', async () => {
    const { body } = await portal.gql('mutation { login(email:"vendor.admin@example.com", password:"DemoPass#2026") { accessToken user { role companyName } } }');
    expect(body.data.login.user).toEqual({ role: 'VENDOR_ADMIN', companyName: 'Keystone Mechanical Contractors LLC' });
  });
});

describe('tokens', () => {
  it('logout revokes the token: replaying it answers 401 on REST and GraphQL', async () => {
    const { body } = await login(DEMO_EMAILS.VENDOR_ADMIN, DEMO_PASSWORD, '10.4.0.1');
    const token = body.access_token;
    expect((await portal.rest('GET', '/users?limit=5', { token })).status).toBe(200);
    expect((await portal.rest('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await portal.rest('GET', '/users?limit=5', { token })).status).toBe(401);
    const gql = await portal.gql('{ me { userId } }', {}, token);
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('GraphQL logout revokes too', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    expect((await portal.gql('mutation { logout }', {}, token)).body.data.logout).toBe(true);
    expect((await portal.gql('{ me { userId } }', {}, token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers "Invalid JWT token" for a malformed token or a wrong Authorization shape', async () => {
    for (const authorization of ['Bearer not.a.jwt', 'Basic abc', 'Bearer']) {
      const { status, body } = await portal.rest('GET', '/users', { headers: { authorization } });
      expect(status).toBe(401);
      expect(body.message).toBe('Invalid JWT token');
    }
  });

  it('pins algorithm, issuer and audience', async () => {
    const good = decodeJwt(await portal.tokenFor('SYSTEM_ADMIN'));
    const key = new TextEncoder().encode(portal.config.JWT_SECRET);
    const forge = (alg: string, iss: string, aud: string) =>
      new SignJWT({ ...good }).setProtectedHeader({ alg }).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('1h').sign(key);
    for (const token of [
      await forge('HS512', portal.config.JWT_ISSUER, portal.config.JWT_AUDIENCE),
      await forge('HS256', 'someone-else', portal.config.JWT_AUDIENCE),
      await forge('HS256', portal.config.JWT_ISSUER, 'another-app'),
    ]) {
      expect((await portal.rest('GET', '/users', { token })).status).toBe(401);
    }
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(good)).toString('base64url')}.`;
    expect((await portal.rest('GET', '/users', { token: unsigned })).status).toBe(401);
  });

  it('deactivating a user ends its sessions at once', async () => {
    const token = await portal.tokenFor('PREQUAL_VIEWER');
    expect((await portal.gql('{ me { userId } }', {}, token)).body.data).toBeTruthy();
    await portal.em().nativeUpdate(User, { email: DEMO_EMAILS.PREQUAL_VIEWER }, { isActive: false });
    expect((await portal.rest('GET', '/users', { token })).status).toBe(401);
    await portal.em().nativeUpdate(User, { email: DEMO_EMAILS.PREQUAL_VIEWER }, { isActive: true });
  });
});

describe('forgot and reset password', () => {
  const email = 'reset.me@example.com';
  beforeAll(async () => {
    const em = portal.em();
    const hash = (await em.findOneOrFail(User, { email: DEMO_EMAILS.VENDOR_USER }, { populate: ['passwordHash'] })).passwordHash;
    em.create(User, { name: 'Reese Reset', email, role: 'PREQUAL_VIEWER', passwordHash: hash });
    await em.flush();
  });

  it('answers the same success for a registered and an unknown e-mail, and mails only the registered one', async () => {
    const known = await portal.rest('POST', '/auth/forgot-password', { body: { email: email.toUpperCase() } });
    const unknown = await portal.rest('POST', '/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
    expect(unknown.body).toEqual(known.body);
    const mail = await portal.mail.waitFor(email, /reset/i);
    expect(mail.text).toMatch(/http:\/\/portal\.test\/prequalification\?token=/);
    await new Promise((r) => setTimeout(r, 300));
    expect(portal.mail.messages.some((m) => JSON.stringify(m.to).includes('ghost@example.com'))).toBe(false);
  });

  it('resets once with the mailed link, ends other sessions, and refuses the link the second time', async () => {
    const first = await login(email, DEMO_PASSWORD, '10.5.0.1');
    const oldToken = first.body.access_token;
    portal.mail.messages.length = 0;
    await portal.rest('POST', '/auth/forgot-password', { body: { email } });
    const mail = await portal.mail.waitFor(email);
    const link = /(http\S+)/.exec(mail.text!)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const tooShort = await portal.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'short' } });
    expect([tooShort.status, tooShort.body.errors.newPassword]).toEqual([400, 'Password must be at least 8 characters long']);
    const tooLong = await portal.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'x'.repeat(21) } });
    expect(tooLong.status).toBe(400);

    const ok = await portal.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'BrandNew#2026' } });
    expect(ok.body).toEqual({ success: true, message: MESSAGES.resetDone });
    expect((await portal.rest('GET', '/users', { token: oldToken })).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.5.0.2')).status).toBe(401);
    expect((await login(email, 'BrandNew#2026', '10.5.0.3')).status).toBe(200);

    const again = await portal.rest('POST', '/auth/reset-password', { body: { token, newPassword: 'Another#2026' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ type: 'INVALID_RESET_TOKEN', message: MESSAGES.resetTokenInvalid });
  });

  it('limits requests per client on REST and GraphQL together, before looking at the address, mailing nothing past it', async () => {
    const limited = await startTestPortal({ FORGOT_PASSWORD_PER_HOUR: '2', TRUST_PROXY: 'true' });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const rest = (address: string, ip: string) => limited.rest('POST', '/auth/forgot-password', { body: { email: address }, headers: from(ip) });
      const gql = (address: string, ip: string) => limited.gql('mutation($e:String!){ forgotPassword(email:$e){ success message } }', { e: address }, null, from(ip));

      expect((await rest(DEMO_EMAILS.PREQUAL_ADMIN, '10.8.0.1')).body).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
      expect((await gql('ghost@example.com', '10.8.0.1')).body.data.forgotPassword).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
      const refused = await rest(DEMO_EMAILS.PREQUAL_ADMIN, '10.8.0.1');
      expect([refused.status, refused.body.type]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Refused alike whether or not the address is registered.
      const refusedGql = await gql('ghost@example.com', '10.8.0.1');
      expect([refusedGql.status, refusedGql.body.errors[0].extensions.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      const admin = await limited.em().findOneOrFail(User, { email: DEMO_EMAILS.PREQUAL_ADMIN });
      expect(await limited.em().count(PasswordResetToken, { user: admin })).toBe(1);

      expect((await rest(DEMO_EMAILS.PREQUAL_ADMIN, '10.8.0.2')).status).toBe(200);
      expect(await limited.em().count(PasswordResetToken, { user: admin })).toBe(2);
    } finally {
      await limited.stop();
    }
  });

  it('refuses an expired link', async () => {
    await portal.rest('POST', '/auth/forgot-password', { body: { email: DEMO_EMAILS.PREQUAL_ADMIN } });
    const mail = await portal.mail.waitFor(DEMO_EMAILS.PREQUAL_ADMIN);
    const token = new URL(/(http\S+)/.exec(mail.text!)![1]!).searchParams.get('token')!;
    await portal.em().nativeUpdate(PasswordResetToken, {}, { expiresAt: new Date(Date.now() - 1000) });
    const res = await portal.gql('mutation($t:String!){ resetPassword(token:$t,newPassword:"Whatever#2026"){ success } }', { t: token });
    expect(res.body.errors[0].extensions.code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('sign-ins of one account at once', () => {
  it('all succeed: a sign-in is not an edit that refuses another', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => portal.rest('POST', '/auth/login', { body: { email: DEMO_EMAILS.PREQUAL_VIEWER, password: DEMO_PASSWORD } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
