import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { giveRecoveryCode, giveTotp, newStaffUser, totpCode } from '../../../test/fixtures/mfa-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { UserTotp } from './user-totp.entity.js';

/**
 * TOTP as a user meets it: set-up with a code and ten recovery codes, the sign-in's second step (REST and GraphQL),
 * codes spent once, wrong codes throttled, and the system admin's requirement of it for staff.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ TRUST_PROXY: 'true', LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: '4', LOGIN_BLOCK_AFTER_CLIENT: '1000' });
});
afterAll(() => portal?.stop());

const PASSWORD = 'Staff#Pass2026';
let ipN = 0;
/** Each sign-in from its own address, so throttling in one test never reaches another. */
const freshIp = () => `10.77.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const login = (email: string, password: string, ip = freshIp()) =>
  portal.rest('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const loginMfa = (mfaToken: string, code: string, ip = freshIp()) =>
  portal.rest('POST', '/auth/login/mfa', { body: { mfaToken, code }, headers: { 'x-forwarded-for': ip } });
const me = async (token: string) => (await portal.gql('{ me { userId } }', {}, token)).body?.data?.me?.userId ?? null;

describe('setting up TOTP from the profile', () => {
  it('shows a QR code and the secret, turns on with a code, answers ten recovery codes once, and never shows the secret again', async () => {
    const user = await newStaffUser(portal, PASSWORD);
    const session = (await login(user.email, PASSWORD)).body.access_token as string;

    const setup = await portal.gql('mutation { totpSetup { secret otpauthUri qrCode } }', {}, session);
    const { secret, otpauthUri, qrCode } = setup.body.data.totpSetup;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Prequalification%20Portal:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Stored encrypted, not as the text the user typed.
    const stored = await portal.em().findOneOrFail(UserTotp, { user: user.id });
    expect(stored.secretEnc).not.toContain(secret);

    const wrong = await portal.gql(
      'mutation($c:String!){ totpConfirm(code:$c){ recoveryCodes } }',
      { c: '000000' === totpCode(secret) ? '111111' : '000000' },
      session,
    );
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const ok = await portal.rest('POST', '/auth/totp/confirm', { token: session, body: { code: totpCode(secret) } });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    expect((await portal.rest('GET', '/auth/totp', { token: session })).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // On now: a new set-up is refused, so the secret is never answered again.
    expect((await portal.rest('POST', '/auth/totp/setup', { token: session })).status).toBe(409);
    const audit = await portal.em().find(AuditLog, { entityId: user.id, action: 'MFA_ENABLED' });
    expect(audit).toHaveLength(1);
  });
});

describe('signing in with TOTP', () => {
  it('answers no session after the password, only a pending token that grants nothing else; the code gives the session', async () => {
    const user = await newStaffUser(portal, PASSWORD);
    const secret = await giveTotp(portal, user.id);

    const first = await login(user.email, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, mfaEnrolmentRequired: false, mfaToken: expect.any(String) });
    expect(first.headers.get('set-cookie') ?? '').not.toMatch(/session/i);
    // The pending token is no session.
    expect((await portal.gql('{ me { userId } }', {}, first.body.mfaToken)).body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|INVALID_JWT/);

    const wrong = await loginMfa(first.body.mfaToken, totpCode(secret, Date.now() - 10 * 60_000));
    expect(wrong.status).toBe(400);
    const code = totpCode(secret);
    const second = await loginMfa(first.body.mfaToken, code);
    expect(second.status).toBe(200);
    expect(Object.keys(second.body)).toEqual(['access_token']);
    expect(await me(second.body.access_token)).toBe(user.id);

    // The step completes once.
    expect((await loginMfa(first.body.mfaToken, code)).status).toBe(401);
    // The same code cannot sign in again while it is valid (a second sign-in, a second pending token).
    const again = await login(user.email, PASSWORD);
    expect((await loginMfa(again.body.mfaToken, code)).status).toBe(400);

    const signIns = await portal.em().find(AuditLog, { entityId: user.id, action: 'LOGIN' });
    expect(signIns.map((a) => a.changes)).toEqual([{ method: 'password', secondFactor: 'totp' }]);
  });

  it('accepts a recovery code once', async () => {
    const user = await newStaffUser(portal, PASSWORD);
    await giveTotp(portal, user.id);
    const code = await giveRecoveryCode(portal, user.id);

    const first = await login(user.email, PASSWORD);
    const ok = await loginMfa(first.body.mfaToken, code.toUpperCase());
    expect(ok.status).toBe(200);
    expect(await me(ok.body.access_token)).toBe(user.id);

    const second = await login(user.email, PASSWORD);
    expect((await loginMfa(second.body.mfaToken, code)).status).toBe(400);
    expect(await portal.em().count(AuditLog, { entityId: user.id, action: 'MFA_RECOVERY_CODE_USED' })).toBe(1);
  });

  it('answers GraphQL login without a session and completes it with loginMfa', async () => {
    const user = await newStaffUser(portal, PASSWORD);
    const secret = await giveTotp(portal, user.id);
    const first = await portal.gql('mutation($e:String!,$p:String!){ login(email:$e,password:$p){ accessToken user { userId } mfaRequired mfaToken } }', {
      e: user.email,
      p: PASSWORD,
    });
    expect(first.body.data.login).toMatchObject({ accessToken: null, user: null, mfaRequired: true });
    const second = await portal.gql('mutation($t:String!,$c:String!){ loginMfa(mfaToken:$t, code:$c){ accessToken user { userId } } }', {
      t: first.body.data.login.mfaToken,
      c: totpCode(secret),
    });
    expect(second.body.data.loginMfa.user.userId).toBe(user.id);
    expect(await me(second.body.data.loginMfa.accessToken)).toBe(user.id);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const user = await newStaffUser(portal, PASSWORD);
    const secret = await giveTotp(portal, user.id);
    const ip = freshIp();
    const { mfaToken } = (await login(user.email, PASSWORD, ip)).body;
    const stale = totpCode(secret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 4; i++) expect((await loginMfa(mfaToken, stale, ip)).status).toBe(400);
    const blocked = await loginMfa(mfaToken, totpCode(secret), ip);
    expect(blocked.status).toBe(429);
  });

  it('keeps the answer of an account without TOTP exactly as it was', async () => {
    const answer = await login(DEMO_EMAILS.VENDOR_ADMIN, DEMO_PASSWORD);
    expect(Object.keys(answer.body)).toEqual(['access_token']);
  });

  it('turns off with a code and the password', async () => {
    const user = await newStaffUser(portal, PASSWORD);
    const secret = await giveTotp(portal, user.id);
    const { mfaToken } = (await login(user.email, PASSWORD)).body;
    const session = (await loginMfa(mfaToken, await giveRecoveryCode(portal, user.id))).body.access_token as string;
    expect((await portal.rest('POST', '/auth/totp/disable', { token: session, body: { code: totpCode(secret) } })).status).toBe(400);
    expect((await portal.rest('POST', '/auth/totp/disable', { token: session, body: { code: totpCode(secret), password: 'wrong' } })).status).toBe(400);
    expect((await portal.rest('POST', '/auth/totp/disable', { token: session, body: { code: totpCode(secret), password: PASSWORD } })).status).toBe(200);
    expect(Object.keys((await login(user.email, PASSWORD)).body)).toEqual(['access_token']);
  });
});

describe('the requirement of TOTP for staff', () => {
  it('sends an internal user without TOTP to set it up before any session; vendors are not asked', async () => {
    const admin = await portal.tokenFor('SYSTEM_ADMIN');
    expect((await portal.rest('PUT', '/settings/mfa-policy', { token: admin, body: { requireForInternal: true } })).body).toEqual({ requireForInternal: true });
    try {
      const user = await newStaffUser(portal, PASSWORD);
      const first = await login(user.email, PASSWORD);
      expect(first.body).toEqual({ mfaRequired: false, mfaEnrolmentRequired: true, mfaToken: expect.any(String) });
      // The pending token reaches only the set-up, not the second step of a sign-in nor anything else.
      expect((await loginMfa(first.body.mfaToken, '123456')).status).toBe(401);
      expect((await portal.rest('GET', '/auth/totp', { token: first.body.mfaToken })).status).toBe(401);

      const setup = await portal.rest('POST', '/auth/login/totp-setup', { body: { mfaToken: first.body.mfaToken } });
      expect(setup.status).toBe(200);
      const done = await portal.rest('POST', '/auth/login/totp-confirm', { body: { mfaToken: first.body.mfaToken, code: totpCode(setup.body.secret) } });
      expect(done.status).toBe(200);
      expect(done.body.recoveryCodes).toHaveLength(10);
      expect(await me(done.body.access_token)).toBe(user.id);
      // Once: the set-up's token does not start a second session.
      expect((await portal.rest('POST', '/auth/login/totp-setup', { body: { mfaToken: first.body.mfaToken } })).status).toBe(401);
      // While required, staff cannot turn it off.
      const off = await portal.rest('POST', '/auth/totp/disable', { token: done.body.access_token, body: { code: done.body.recoveryCodes[0], password: PASSWORD } });
      expect(off.status).toBe(403);

      expect(Object.keys((await login(DEMO_EMAILS.VENDOR_USER, DEMO_PASSWORD)).body)).toEqual(['access_token']);
      expect(await portal.em().count(AuditLog, { action: 'MFA_POLICY_CHANGED' })).toBe(1);
    } finally {
      await portal.rest('PUT', '/settings/mfa-policy', { token: admin, body: { requireForInternal: false } });
    }
  });
});
