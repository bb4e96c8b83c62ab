import { randomUUID } from 'node:crypto';
import type { TestPortal } from '../../../test/harness.js';
import { createPendingUser } from '../../../test/fixtures/onboarding-fixtures.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';

const signUp = () => ({ name: 'Sam Signup', email: `signup.${randomUUID().slice(0, 8)}@example.com`, password: 'SignUp#2026', phone: '301-555-0142' });
const demoUserId = (p: TestPortal) => p.users.VENDOR_USER.id;

export const accountsPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'signUp',
    ownDataOnly: 'asks to join the company whose account number the approval mail published; creates nothing but a pending request',
    send: (p, token) =>
      p.gql('mutation($a:String!,$i:SignUpInput!){ signUp(accountNumber:$a,input:$i){ success } }', { a: DEMO_COMPANY.accountId, i: signUp() }, token),
  },
  {
    kind: 'rest',
    name: 'POST /auth/signup/:accountNumber',
    ownDataOnly: 'asks to join the company whose account number the approval mail published; creates nothing but a pending request',
    send: (p, token) => p.rest('POST', `/auth/signup/${DEMO_COMPANY.accountId}`, { body: signUp(), token }),
  },
  {
    kind: 'graphql',
    name: 'createCompanyUser',
    // The demo company's admin adds to its own company; another company's admin is refused.
    send: (p, token) =>
      p.gql('mutation($v:ID!,$i:CompanyUserInput!){ createCompanyUser(vendorId:$v,input:$i){ userId } }', { v: p.users.VENDOR_ADMIN.vendor!.id, i: signUp() }, token),
    crossVendor: (p, token) =>
      p.gql('mutation($v:ID!,$i:CompanyUserInput!){ createCompanyUser(vendorId:$v,input:$i){ userId } }', { v: p.users.VENDOR_ADMIN.vendor!.id, i: signUp() }, token),
  },
  {
    kind: 'rest',
    name: 'POST /vendors/create-user/:accountId',
    send: (p, token) => p.rest('POST', `/vendors/create-user/${DEMO_COMPANY.accountId}`, { body: signUp(), token }),
    crossVendor: (p, token) => p.rest('POST', `/vendors/create-user/${DEMO_COMPANY.accountId}`, { body: signUp(), token }),
  },
  {
    kind: 'graphql',
    name: 'pendingAccounts',
    send: (p, token) => p.gql('{ pendingAccounts { totalCount items { email companyName priority } } }', {}, token),
  },
  {
    kind: 'graphql',
    name: 'setUserRegistrationStatus',
    send: async (p, token) =>
      p.gql('mutation($id:ID!){ setUserRegistrationStatus(userId:$id, approve:true){ userId } }', { id: (await createPendingUser(p)).id }, token),
    crossVendor: async (p, token) =>
      p.gql('mutation($id:ID!){ setUserRegistrationStatus(userId:$id, approve:true){ userId } }', { id: (await createPendingUser(p)).id }, token),
  },
  {
    kind: 'rest',
    name: 'PUT /users/:id/registration-status',
    send: async (p, token) =>
      p.rest('PUT', `/users/${(await createPendingUser(p)).id}/registration-status`, { body: { approve: false, commentText: 'Unknown person' }, token }),
    crossVendor: async (p, token) => p.rest('PUT', `/users/${(await createPendingUser(p)).id}/registration-status`, { body: { approve: true }, token }),
  },
  {
    kind: 'graphql',
    name: 'setUserPriority',
    send: (p, token) => p.gql('mutation($id:ID!){ setUserPriority(userId:$id, priority:HIGH){ priority } }', { id: demoUserId(p) }, token),
    crossVendor: (p, token) => p.gql('mutation($id:ID!){ setUserPriority(userId:$id, priority:LOW){ priority } }', { id: demoUserId(p) }, token),
  },
  {
    kind: 'rest',
    name: 'PUT /users/:id/priority',
    send: (p, token) => p.rest('PUT', `/users/${demoUserId(p)}/priority`, { body: { priority: 'MEDIUM' }, token }),
    crossVendor: (p, token) => p.rest('PUT', `/users/${demoUserId(p)}/priority`, { body: { priority: 'LOW' }, token }),
  },
];
