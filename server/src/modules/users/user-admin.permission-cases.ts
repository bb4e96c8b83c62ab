import { randomUUID } from 'node:crypto';
import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { fixtureHash } from '../../../test/fixtures/password-hash.js';
import { User } from './user.entity.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_USER.vendor!.id;

/** A throwaway approved user of the demo company, so a delete that gets through removes nothing another case needs. */
async function throwaway(p: TestPortal): Promise<string> {
  const em = p.em();
  const user = em.create(User, {
    name: 'Tom Throwaway',
    email: `throwaway.${randomUUID().slice(0, 8)}@example.com`,
    phone: '301-555-0150',
    role: 'VENDOR_USER',
    passwordHash: await fixtureHash('Throwaway#2026'),
    vendor: demoVendorId(p),
  });
  await em.flush();
  return user.id;
}

const internalUser = () => ({
  name: 'Nina New',
  email: `nina.${randomUUID().slice(0, 8)}@example.com`,
  phone: '410-555-0160',
  role: 'PREQUAL_VIEWER',
  password: 'NinaNew#2026',
});
/** The viewer's own details again: allowed callers change nothing (its sessions go on). */
const viewerDetails = (p: TestPortal) => ({
  name: p.users.PREQUAL_VIEWER.name,
  email: p.users.PREQUAL_VIEWER.email,
  phone: p.users.PREQUAL_VIEWER.phone!,
  role: 'PREQUAL_VIEWER',
});

/** Users screens' changes: the system admin everywhere; a company admin its own company's users only. */
export const userAdminPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'internalUsers',
    send: (p, token) => p.gql('{ internalUsers(options: { limit: 10 }) { totalCount items { userId } } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /users/harkins',
    send: (p, token) => p.rest('GET', '/users/harkins?limit=10&page=1', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /users/harkins/export.csv',
    send: (p, token) => p.rest('GET', '/users/harkins/export.csv?search=a', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /users/export.csv',
    send: (p, token) => p.rest('GET', '/users/export.csv', { token }),
    crossVendor: (p, token) => p.rest('GET', `/users/export.csv?vendorId=${demoVendorId(p)}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'createInternalUser',
    send: (p, token) => p.gql('mutation($i:CreateInternalUserInput!){ createInternalUser(input:$i){ userId } }', { i: internalUser() }, token),
  },
  {
    kind: 'rest',
    name: 'POST /users/admin/create-user',
    send: (p, token) => p.rest('POST', '/users/admin/create-user', { body: internalUser(), token }),
  },
  {
    kind: 'graphql',
    name: 'updateUser',
    send: (p, token) =>
      p.gql('mutation($id:ID!,$i:UpdateUserInput!){ updateUser(userId:$id,input:$i){ userId } }', { id: p.users.PREQUAL_VIEWER.id, i: viewerDetails(p) }, token),
  },
  {
    kind: 'rest',
    name: 'PATCH /users/:id',
    // The administrator's payload; the profile's payload at the same address is the PUT case's.
    operation: 'updateUser',
    send: (p, token) => p.rest('PATCH', `/users/${p.users.PREQUAL_VIEWER.id}`, { body: viewerDetails(p), token }),
  },
  {
    kind: 'rest',
    name: 'PUT /users/:id',
    operation: 'setUserPassword',
    send: async (p, token) => p.rest('PUT', `/users/${await throwaway(p)}`, { body: { password: 'NewPass#2026' }, token }),
  },
  {
    kind: 'graphql',
    name: 'setUserPassword',
    send: async (p, token) => p.gql('mutation($id:ID!){ setUserPassword(userId:$id, password:"NewPass#2026"){ userId } }', { id: await throwaway(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'setUserActive',
    // Activating an active user changes nothing, so the demo users' sessions go on.
    send: (p, token) => p.gql('mutation($id:ID!){ setUserActive(userId:$id, isActive:true){ isActive } }', { id: p.users.PREQUAL_VIEWER.id }, token),
  },
  {
    kind: 'rest',
    name: 'PATCH /users/:id/activation',
    send: (p, token) => p.rest('PATCH', `/users/${p.users.VENDOR_USER.id}/activation`, { body: { isActive: true }, token }),
  },
  {
    kind: 'graphql',
    name: 'deleteUser',
    send: async (p, token) => p.gql('mutation($id:ID!){ deleteUser(userId:$id) }', { id: await throwaway(p) }, token),
    crossVendor: async (p, token) => p.gql('mutation($id:ID!){ deleteUser(userId:$id) }', { id: await throwaway(p) }, token),
  },
  {
    kind: 'rest',
    name: 'DELETE /users/:id',
    send: async (p, token) => p.rest('DELETE', `/users/${await throwaway(p)}`, { body: { hardDelete: true }, token }),
    crossVendor: async (p, token) => p.rest('DELETE', `/users/${await throwaway(p)}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'setCompanyAdmin',
    // The company admin made company admin again: nothing changes.
    send: (p, token) =>
      p.gql(
        'mutation($v:ID!,$u:ID!){ setCompanyAdmin(vendorId:$v, userId:$u, isVendorAdmin:true){ isCompanyAdmin } }',
        { v: demoVendorId(p), u: p.users.VENDOR_ADMIN.id },
        token,
      ),
    crossVendor: (p, token) =>
      p.gql(
        'mutation($v:ID!,$u:ID!){ setCompanyAdmin(vendorId:$v, userId:$u, isVendorAdmin:false){ isCompanyAdmin } }',
        { v: demoVendorId(p), u: p.users.VENDOR_USER.id },
        token,
      ),
  },
  {
    kind: 'rest',
    name: 'PATCH /users/set-company-admin/:vendorId/:userId',
    send: (p, token) => p.rest('PATCH', `/users/set-company-admin/${demoVendorId(p)}/${p.users.VENDOR_USER.id}`, { body: { isVendorAdmin: false }, token }),
    crossVendor: (p, token) => p.rest('PATCH', `/users/set-company-admin/${demoVendorId(p)}/${p.users.VENDOR_USER.id}`, { body: { isVendorAdmin: true }, token }),
  },
  {
    kind: 'rest',
    name: 'PUT /users/set-company-admin/:vendorId/:userId',
    send: (p, token) => p.rest('PUT', `/users/set-company-admin/${demoVendorId(p)}/${p.users.VENDOR_ADMIN.id}`, { body: { isVendorAdmin: true }, token }),
    crossVendor: (p, token) => p.rest('PUT', `/users/set-company-admin/${demoVendorId(p)}/${p.users.VENDOR_USER.id}`, { body: { isVendorAdmin: true }, token }),
  },
];
