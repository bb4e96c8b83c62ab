import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { completedPrequal } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { readOnlyCase, type PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
const ON_BEHALF = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'VENDOR_ADMIN'] as const;

const PRIORITY = 'mutation($v:ID!,$p:PrequalPriority!){ setPrequalPriority(vendorId:$v,priority:$p){ prequalId priority } }';
const SUBMITTED_AT = 'mutation($v:ID!,$i:String!,$d:DateTimeISO!){ setPrequalSubmittedAt(vendorId:$v,instance:$i,submittedAt:$d){ instance submittedAt } }';
const DELETE = 'mutation($v:ID!,$i:String!){ deletePrequalForms(vendorId:$v,instance:$i) }';
const RENEW = 'mutation($v:ID!){ startRenewal(vendorId:$v){ instance } }';

/** A draft save of the demo company's fresh cycle's financial form, as REST's PATCH sends it. */
async function restDraft(p: TestPortal) {
  const { instance, forms } = await begunPrequal(p, demoVendorId(p));
  const financial = forms.find((f) => f.category === 'FINANCIAL')!;
  return {
    status: 'DRAFT',
    instance,
    version: financial.version,
    formTemplate: { category: 'FINANCIAL' },
    formFields: { fields: [{ slug: 'bankName', type: 'inputText', props: {}, userInput: 'Chesapeake Bank' }] },
  };
}

export const prequalStaffPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'setPrequalPriority',
    send: async (p, token) => {
      await begunPrequal(p, demoVendorId(p));
      return p.gql(PRIORITY, { v: demoVendorId(p), p: 'HIGH' }, token);
    },
  },
  {
    kind: 'graphql',
    name: 'setPrequalSubmittedAt',
    send: async (p, token) => {
      const { instance } = await begunPrequal(p, demoVendorId(p));
      return p.gql(SUBMITTED_AT, { v: demoVendorId(p), i: instance, d: new Date().toISOString() }, token);
    },
  },
  {
    kind: 'graphql',
    name: 'deletePrequalForms',
    send: async (p, token) => {
      const { instance } = await begunPrequal(p, demoVendorId(p));
      return p.gql(DELETE, { v: demoVendorId(p), i: instance }, token);
    },
  },
  {
    kind: 'graphql',
    name: 'startRenewal',
    send: async (p, token) => {
      await completedPrequal(p, demoVendorId(p));
      return p.gql(RENEW, { v: demoVendorId(p) }, token);
    },
  },
  {
    kind: 'rest',
    name: 'PUT /vendor/prequal/:vendorId/priority',
    send: async (p, token) => {
      await begunPrequal(p, demoVendorId(p));
      return p.rest('PUT', `/vendor/prequal/${demoVendorId(p)}/priority`, { token, body: { priority: 'LOW' } });
    },
  },
  {
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/submitted-at',
    send: async (p, token) => {
      await begunPrequal(p, demoVendorId(p));
      return p.rest('PATCH', `/vendor/prequal/${demoVendorId(p)}/submitted-at`, { token, body: { submittedAt: new Date().toISOString() } });
    },
  },
  {
    kind: 'rest',
    name: 'DELETE /vendor/prequal',
    send: async (p, token) => {
      const { instance } = await begunPrequal(p, demoVendorId(p));
      return p.rest('DELETE', '/vendor/prequal', { token, body: { vendorId: demoVendorId(p), instance } });
    },
  },
  {
    kind: 'rest',
    name: 'PUT /vendor/prequal/renewal/:vendorId',
    send: async (p, token) => {
      await completedPrequal(p, demoVendorId(p));
      return p.rest('PUT', `/vendor/prequal/renewal/${demoVendorId(p)}`, { token });
    },
  },
  // A read: the case's principals share one begun cycle.
  readOnlyCase({
    kind: 'rest',
    name: 'GET /vendor/prequal/:vendorId',
    shared: async (p) => (await begunPrequal(p, demoVendorId(p))).instance,
    send: (p, token, _who, instance) => p.rest('GET', `/vendor/prequal/${demoVendorId(p)}?category=LEGAL&instance=${instance}`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendor/prequal/${demoVendorId(p)}?category=LEGAL`, { token }),
  }),
  {
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId',
    allowed: ON_BEHALF,
    narrowedBy:
      "prequal.formChange lets the reviewer reach the path for the department review's Save (saveDepartmentForm); the form's own save takes the company's admin, or staff with prequal.review",
    send: async (p, token) => p.rest('PATCH', `/vendor/prequal/${demoVendorId(p)}?source=prequal`, { token, body: await restDraft(p) }),
    crossVendor: async (p, token) => p.rest('PATCH', `/vendor/prequal/${demoVendorId(p)}?source=prequal`, { token, body: await restDraft(p) }),
  },
];
