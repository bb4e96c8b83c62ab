import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { RelatedAccount } from './related-account.entity.js';

const demo = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!;
const other = (p: TestPortal) => p.users.otherVendorAdmin.vendor!;

/** No links: each allowed caller adds (or, after `linked`, removes) the same one. */
const unlinked = (p: TestPortal) => p.em().nativeDelete(RelatedAccount, {});
async function linked(p: TestPortal) {
  await unlinked(p);
  const em = p.em();
  em.create(RelatedAccount, { parent: other(p).id, child: demo(p).id });
  await em.flush();
}

const PROFILE = 'query($v:ID!){ companyProfile(vendorId:$v){ vendorId hb_erpid crmUrl } }';
const SET_ERP = 'mutation($v:ID!,$e:String){ setCompanyErpId(vendorId:$v,hb_erpid:$e){ hb_erpid } }';
const RELATED = 'query($a:String!){ relatedAccounts(accountId:$a){ parentAccounts { accountId } childAccounts { accountId } } }';
const ADD_PARENT = 'mutation($a:String!,$o:String!){ addParentAccount(accountId:$a,parentAccountId:$o){ parentAccounts { accountId } } }';
const ADD_CHILD = 'mutation($a:String!,$o:String!){ addChildAccount(accountId:$a,childAccountId:$o){ childAccounts { accountId } } }';
const REMOVE_PARENT = 'mutation($a:String!,$o:String!){ removeParentAccount(accountId:$a,parentAccountId:$o){ parentAccounts { accountId } } }';
const REMOVE_CHILD = 'mutation($a:String!,$o:String!){ removeChildAccount(accountId:$a,childAccountId:$o){ childAccounts { accountId } } }';

export const companyProfilePermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'companyProfile',
    send: (p, token) => p.gql(PROFILE, { v: demo(p).id }, token),
    crossVendor: (p, token) => p.gql(PROFILE, { v: demo(p).id }, token),
  },
  {
    kind: 'graphql',
    name: 'setCompanyErpId',
    send: (p, token) => p.gql(SET_ERP, { v: demo(p).id, e: 'KMC-100' }, token),
    crossVendor: (p, token) => p.gql(SET_ERP, { v: demo(p).id, e: 'X' }, token),
  },
  {
    // The same PATCH as general info; with hb_erpid the company's own admin, who edits general info, is refused.
    kind: 'rest',
    name: 'PATCH /vendors/:vendorId',
    operation: 'setCompanyErpId',
    send: (p, token) => p.rest('PATCH', `/vendors/${demo(p).id}`, { token, body: { source: 'generalInfo', hb_erpid: 'KMC-200' } }),
    crossVendor: (p, token) => p.rest('PATCH', `/vendors/${demo(p).id}`, { token, body: { source: 'generalInfo', hb_erpid: 'X' } }),
  },
  {
    kind: 'graphql',
    name: 'relatedAccounts',
    send: (p, token) => p.gql(RELATED, { a: demo(p).accountId }, token),
    crossVendor: (p, token) => p.gql(RELATED, { a: demo(p).accountId }, token),
  },
  {
    kind: 'graphql',
    name: 'addParentAccount',
    send: async (p, token) => {
      await unlinked(p);
      return p.gql(ADD_PARENT, { a: demo(p).accountId, o: other(p).accountId }, token);
    },
  },
  {
    kind: 'graphql',
    name: 'addChildAccount',
    send: async (p, token) => {
      await unlinked(p);
      return p.gql(ADD_CHILD, { a: other(p).accountId, o: demo(p).accountId }, token);
    },
  },
  {
    kind: 'graphql',
    name: 'removeParentAccount',
    send: async (p, token) => {
      await linked(p);
      return p.gql(REMOVE_PARENT, { a: demo(p).accountId, o: other(p).accountId }, token);
    },
  },
  {
    kind: 'graphql',
    name: 'removeChildAccount',
    send: async (p, token) => {
      await linked(p);
      return p.gql(REMOVE_CHILD, { a: other(p).accountId, o: demo(p).accountId }, token);
    },
  },
  {
    kind: 'rest',
    name: 'GET /accounts/:accountId/related-accounts',
    send: (p, token) => p.rest('GET', `/accounts/${demo(p).accountId}/related-accounts`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/accounts/${demo(p).accountId}/related-accounts`, { token }),
  },
  {
    kind: 'rest',
    name: 'POST /accounts/:accountId/add-parent',
    send: async (p, token) => {
      await unlinked(p);
      return p.rest('POST', `/accounts/${demo(p).accountId}/add-parent`, { token, body: { parentAccountId: other(p).accountId } });
    },
  },
  {
    kind: 'rest',
    name: 'POST /accounts/:accountId/add-child',
    send: async (p, token) => {
      await unlinked(p);
      return p.rest('POST', `/accounts/${other(p).accountId}/add-child`, { token, body: { childAccountId: demo(p).accountId } });
    },
  },
  {
    kind: 'rest',
    name: 'DELETE /accounts/:accountId/remove-parent/:id',
    send: async (p, token) => {
      await linked(p);
      return p.rest('DELETE', `/accounts/${demo(p).accountId}/remove-parent/${other(p).accountId}`, { token });
    },
  },
  {
    kind: 'rest',
    name: 'DELETE /accounts/:accountId/remove-child/:id',
    send: async (p, token) => {
      await linked(p);
      return p.rest('DELETE', `/accounts/${other(p).accountId}/remove-child/${demo(p).accountId}`, { token });
    },
  },
];
