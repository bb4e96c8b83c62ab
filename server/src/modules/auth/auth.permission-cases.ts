import { randomBytes, createHash } from 'node:crypto';
import type { TestPortal } from '../../../test/harness.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../test/harness.js';
import { type PermissionCase, type Principal } from '../../../test/permissions.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { User } from '../users/index.js';

const loginAs = (p: Principal) => ({ email: DEMO_EMAILS[p === 'anonymous' ? 'VENDOR_USER' : p], password: DEMO_PASSWORD });

/** A usable reset link for the demo vendor user, made directly in the database. */
async function freshResetToken(portal: TestPortal): Promise<string> {
  const token = randomBytes(16).toString('hex');
  const em = portal.em();
  const user = await em.findOneOrFail(User, { email: DEMO_EMAILS.VENDOR_USER });
  em.persist(em.create(PasswordResetToken, { user, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + 600_000) }));
  await em.flush();
  return token;
}

export const authPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'login',
    ownDataOnly: "the caller's own session",
    send: (p, token, who) =>
      p.gql('mutation($e:String!,$p:String!){ login(email:$e,password:$p){ accessToken } }', { e: loginAs(who).email, p: loginAs(who).password }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/login',
    ownDataOnly: "the caller's own session",
    send: (p, token, who) => p.rest('POST', '/auth/login', { body: loginAs(who), token }),
  },
  { kind: 'graphql', name: 'logout', ownDataOnly: "the caller's own session", send: (p, token) => p.gql('mutation { logout }', {}, token) },
  {
    kind: 'rest',
    name: 'POST /auth/logout',
    ownDataOnly: "the caller's own session",
    send: (p, token) => p.rest('POST', '/auth/logout', { token }),
  },
  {
    kind: 'graphql',
    name: 'forgotPassword',
    ownDataOnly: 'answers the same whoever the e-mail belongs to',
    send: (p, token) => p.gql('mutation { forgotPassword(email:"nobody@example.com"){ success } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/forgot-password',
    ownDataOnly: 'answers the same whoever the e-mail belongs to',
    send: (p, token) => p.rest('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' }, token }),
  },
  {
    kind: 'graphql',
    name: 'resetPassword',
    ownDataOnly: 'acts only on the account the secret reset link names',
    send: async (p, token) => p.gql('mutation($t:String!){ resetPassword(token:$t,newPassword:"DemoPass#2026"){ success } }', { t: await freshResetToken(p) }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/reset-password',
    ownDataOnly: 'acts only on the account the secret reset link names',
    send: async (p, token) => p.rest('POST', '/auth/reset-password', { body: { token: await freshResetToken(p), newPassword: DEMO_PASSWORD }, token }),
  },
];
