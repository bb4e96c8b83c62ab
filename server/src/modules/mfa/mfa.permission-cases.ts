import type { TestPortal } from '../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../test/harness.js';
import { giveRecoveryCode, giveTotp, newStaffUser, pendingToken, totpCode } from '../../../test/fixtures/mfa-fixtures.js';
import type { PermissionCase, Principal } from '../../../test/permissions.js';

/**
 * The second factor is about the caller's own account: the sign-in steps act on the user a pending sign-in's token
 * names (a fresh staff user per call here), the others on the signed-in caller. The requirement is the system
 * admin's. Each call sets up what it needs, so the order of the cases does not matter.
 */
const OWN = "the caller's own sign-in and second factor";
const userOf = (p: TestPortal, who: Principal) => p.users[who === 'anonymous' ? 'VENDOR_USER' : who].id;

async function mfaSignIn(p: TestPortal) {
  const user = await newStaffUser(p, DEMO_PASSWORD);
  await giveTotp(p, user.id);
  return { mfaToken: await pendingToken(p, user.id, 'mfa'), code: await giveRecoveryCode(p, user.id) };
}

async function enrolment(p: TestPortal, withSetup: boolean) {
  const user = await newStaffUser(p, DEMO_PASSWORD);
  const mfaToken = await pendingToken(p, user.id, 'enrol');
  const secret = withSetup ? await giveTotp(p, user.id, { enabled: false }) : null;
  return { mfaToken, code: secret ? totpCode(secret) : '' };
}

/** The caller's authenticator waiting for its first code; answers that code. */
async function waitingTotp(p: TestPortal, who: Principal): Promise<string> {
  return totpCode(await giveTotp(p, userOf(p, who), { enabled: false }));
}

/** The caller's authenticator on; answers a recovery code that turns it off. */
async function enabledTotp(p: TestPortal, who: Principal): Promise<string> {
  await giveTotp(p, userOf(p, who));
  return giveRecoveryCode(p, userOf(p, who));
}

const LOGIN_MFA = 'mutation($t:String!,$c:String!){ loginMfa(mfaToken:$t, code:$c){ accessToken } }';
const SIGN_IN_SETUP = 'mutation($t:String!){ signInTotpSetup(mfaToken:$t){ secret } }';
const SIGN_IN_CONFIRM = 'mutation($t:String!,$c:String!){ signInTotpConfirm(mfaToken:$t, code:$c){ recoveryCodes } }';

export const mfaPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'loginMfa',
    ownDataOnly: OWN,
    send: async (p, token) => p.gql(LOGIN_MFA, await mfaSignIn(p).then((s) => ({ t: s.mfaToken, c: s.code })), token),
  },
  { kind: 'rest', name: 'POST /auth/login/mfa', ownDataOnly: OWN, send: async (p, token) => p.rest('POST', '/auth/login/mfa', { token, body: await mfaSignIn(p) }) },
  {
    kind: 'graphql',
    name: 'signInTotpSetup',
    ownDataOnly: OWN,
    send: async (p, token) => p.gql(SIGN_IN_SETUP, { t: (await enrolment(p, false)).mfaToken }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/login/totp-setup',
    ownDataOnly: OWN,
    send: async (p, token) => p.rest('POST', '/auth/login/totp-setup', { token, body: { mfaToken: (await enrolment(p, false)).mfaToken } }),
  },
  {
    kind: 'graphql',
    name: 'signInTotpConfirm',
    ownDataOnly: OWN,
    send: async (p, token) => p.gql(SIGN_IN_CONFIRM, await enrolment(p, true).then((s) => ({ t: s.mfaToken, c: s.code })), token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/login/totp-confirm',
    ownDataOnly: OWN,
    send: async (p, token) => p.rest('POST', '/auth/login/totp-confirm', { token, body: await enrolment(p, true) }),
  },
  { kind: 'graphql', name: 'mfaStatus', ownDataOnly: OWN, send: (p, token) => p.gql('{ mfaStatus { enabled } }', {}, token) },
  { kind: 'rest', name: 'GET /auth/totp', ownDataOnly: OWN, send: (p, token) => p.rest('GET', '/auth/totp', { token }) },
  {
    kind: 'graphql',
    name: 'totpSetup',
    ownDataOnly: OWN,
    send: async (p, token, who) => {
      await giveTotp(p, userOf(p, who), { enabled: false });
      return p.gql('mutation { totpSetup { secret } }', {}, token);
    },
  },
  {
    kind: 'rest',
    name: 'POST /auth/totp/setup',
    ownDataOnly: OWN,
    send: async (p, token, who) => {
      await giveTotp(p, userOf(p, who), { enabled: false });
      return p.rest('POST', '/auth/totp/setup', { token });
    },
  },
  {
    kind: 'graphql',
    name: 'totpConfirm',
    ownDataOnly: OWN,
    send: async (p, token, who) => p.gql('mutation($c:String!){ totpConfirm(code:$c){ recoveryCodes } }', { c: await waitingTotp(p, who) }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/totp/confirm',
    ownDataOnly: OWN,
    send: async (p, token, who) => p.rest('POST', '/auth/totp/confirm', { token, body: { code: await waitingTotp(p, who) } }),
  },
  {
    kind: 'graphql',
    name: 'totpDisable',
    ownDataOnly: OWN,
    send: async (p, token, who) =>
      p.gql('mutation($c:String!,$p:String){ totpDisable(code:$c, password:$p) }', { c: await enabledTotp(p, who), p: DEMO_PASSWORD }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/totp/disable',
    ownDataOnly: OWN,
    send: async (p, token, who) => p.rest('POST', '/auth/totp/disable', { token, body: { code: await enabledTotp(p, who), password: DEMO_PASSWORD } }),
  },
  { kind: 'graphql', name: 'mfaPolicy', send: (p, token) => p.gql('{ mfaPolicy { requireForInternal } }', {}, token) },
  { kind: 'rest', name: 'GET /settings/mfa-policy', send: (p, token) => p.rest('GET', '/settings/mfa-policy', { token }) },
  {
    kind: 'graphql',
    name: 'setMfaPolicy',
    send: (p, token) => p.gql('mutation { setMfaPolicy(requireForInternal: false) { requireForInternal } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'PUT /settings/mfa-policy',
    send: (p, token) => p.rest('PUT', '/settings/mfa-policy', { token, body: { requireForInternal: false } }),
  },
];
