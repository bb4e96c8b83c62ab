import { randomUUID } from 'node:crypto';
import { hashLinkSecret, newLinkSecret } from '../../auth/link-secret.js';
import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { EmailChangeToken } from './email-change-token.entity.js';
import { User } from './user.entity.js';

/** A usable confirmation link of a user of its own (each confirmation changes an address and ends sessions). */
async function freshEmailChangeToken(portal: TestPortal): Promise<string> {
  const em = portal.em();
  const id = randomUUID().slice(0, 8);
  const user = em.create(User, { name: 'Link Holder', email: `holder-${id}@example.com`, role: 'PREQUAL_VIEWER', passwordHash: 'x' });
  const { token } = newLinkSecret();
  em.create(EmailChangeToken, { user, newEmail: `holder-${id}-new@example.com`, tokenHash: hashLinkSecret(token), expiresAt: new Date(Date.now() + 600_000) });
  await em.flush();
  return token;
}

const profile = { name: 'Umar User', phone: '301-555-0106' };

/** Target of the per-user cases: the demo company's ordinary user. */
export const usersPermissionCases: PermissionCase[] = [
  { kind: 'graphql', name: 'me', ownDataOnly: 'the caller itself', send: (p, token) => p.gql('{ me { userId } }', {}, token) },
  {
    kind: 'graphql',
    name: 'user',
    send: (p, token) => p.gql('query($id:ID!){ user(id:$id){ userId } }', { id: p.users.VENDOR_USER.id }, token),
    crossVendor: (p, token) => p.gql('query($id:ID!){ user(id:$id){ userId } }', { id: p.users.VENDOR_USER.id }, token),
  },
  {
    kind: 'rest',
    name: 'GET /users/:id',
    send: (p, token) => p.rest('GET', `/users/${p.users.VENDOR_USER.id}`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/users/${p.users.VENDOR_USER.id}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'users',
    send: (p, token) => p.gql('{ users(options: { limit: 10 }) { totalCount } }', {}, token),
    crossVendor: (p, token) => p.gql('query($v:ID){ users(options: { vendorId: $v }){ totalCount } }', { v: p.users.VENDOR_USER.vendor!.id }, token),
  },
  {
    kind: 'rest',
    name: 'GET /users',
    send: (p, token) => p.rest('GET', '/users?limit=10&page=1', { token }),
    crossVendor: (p, token) => p.rest('GET', `/users?vendorId=${p.users.VENDOR_USER.vendor!.id}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'updateProfile',
    allowed: ['SYSTEM_ADMIN', 'VENDOR_ADMIN', 'VENDOR_USER'],
    narrowedBy: "the target is the demo company's user: a user edits itself, a system admin anyone, a company admin its own company's users",
    send: (p, token) =>
      p.gql('mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ user { userId } } }', { id: p.users.VENDOR_USER.id, i: profile }, token),
    crossVendor: (p, token) =>
      p.gql('mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ user { userId } } }', { id: p.users.VENDOR_USER.id, i: profile }, token),
  },
  {
    kind: 'rest',
    name: 'PUT /users/:id',
    allowed: ['SYSTEM_ADMIN', 'VENDOR_ADMIN', 'VENDOR_USER'],
    narrowedBy: "the target is the demo company's user: a user edits itself, a system admin anyone, a company admin its own company's users",
    send: (p, token) => p.rest('PUT', `/users/${p.users.VENDOR_USER.id}`, { body: profile, token }),
    crossVendor: (p, token) => p.rest('PUT', `/users/${p.users.VENDOR_USER.id}`, { body: profile, token }),
  },
  {
    kind: 'rest',
    // The profile's payload; the administrator's at the same address is user-admin's PATCH case.
    name: 'PATCH /users/:id (profile)',
    operation: 'updateProfile',
    allowed: ['SYSTEM_ADMIN', 'VENDOR_ADMIN', 'VENDOR_USER'],
    narrowedBy: "the target is the demo company's user: a user edits itself, a system admin anyone, a company admin its own company's users",
    send: (p, token) => p.rest('PATCH', `/users/${p.users.VENDOR_USER.id}`, { body: profile, token }),
    crossVendor: (p, token) => p.rest('PATCH', `/users/${p.users.VENDOR_USER.id}`, { body: profile, token }),
  },
  {
    kind: 'graphql',
    name: 'confirmEmailChange',
    ownDataOnly: 'acts only on the account the secret confirmation link names',
    send: async (p, token) => p.gql('mutation($t:String!){ confirmEmailChange(token:$t){ email } }', { t: await freshEmailChangeToken(p) }, token),
  },
  {
    kind: 'rest',
    name: 'POST /users/confirm-email',
    ownDataOnly: 'acts only on the account the secret confirmation link names',
    send: async (p, token) => p.rest('POST', '/users/confirm-email', { body: { token: await freshEmailChangeToken(p) }, token }),
  },
];
