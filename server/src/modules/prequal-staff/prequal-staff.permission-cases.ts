import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { completedPrequal } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { changingCase, readOnlyCase, type PermissionCase } from '../../../test/permissions.js';

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

/** The demo company's fresh cycle: its instance. */
const begunInstance = async (p: TestPortal) => (await begunPrequal(p, demoVendorId(p))).instance;
/** The demo company with a completed cycle, ready for Start Renewal. */
const completed = (p: TestPortal) => completedPrequal(p, demoVendorId(p));

// The writes set up their cycle again after a request that was not refused (changingCase).
export const prequalStaffPermissionCases: PermissionCase[] = [
  changingCase({
    kind: 'graphql',
    name: 'setPrequalPriority',
    shared: begunInstance,
    send: (p, token) => p.gql(PRIORITY, { v: demoVendorId(p), p: 'HIGH' }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'setPrequalSubmittedAt',
    shared: begunInstance,
    send: (p, token, _who, instance) => p.gql(SUBMITTED_AT, { v: demoVendorId(p), i: instance, d: new Date().toISOString() }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'deletePrequalForms',
    shared: begunInstance,
    send: (p, token, _who, instance) => p.gql(DELETE, { v: demoVendorId(p), i: instance }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'startRenewal',
    shared: completed,
    send: (p, token) => p.gql(RENEW, { v: demoVendorId(p) }, token),
  }),
  changingCase({
    kind: 'rest',
    name: 'PUT /vendor/prequal/:vendorId/priority',
    shared: begunInstance,
    send: (p, token) => p.rest('PUT', `/vendor/prequal/${demoVendorId(p)}/priority`, { token, body: { priority: 'LOW' } }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/submitted-at',
    shared: begunInstance,
    send: (p, token) => p.rest('PATCH', `/vendor/prequal/${demoVendorId(p)}/submitted-at`, { token, body: { submittedAt: new Date().toISOString() } }),
  }),
  changingCase({
    kind: 'rest',
    name: 'DELETE /vendor/prequal',
    shared: begunInstance,
    send: (p, token, _who, instance) => p.rest('DELETE', '/vendor/prequal', { token, body: { vendorId: demoVendorId(p), instance } }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PUT /vendor/prequal/renewal/:vendorId',
    shared: completed,
    send: (p, token) => p.rest('PUT', `/vendor/prequal/renewal/${demoVendorId(p)}`, { token }),
  }),
  // A read: the case's principals share one begun cycle.
  readOnlyCase({
    kind: 'rest',
    name: 'GET /vendor/prequal/:vendorId',
    shared: async (p) => (await begunPrequal(p, demoVendorId(p))).instance,
    send: (p, token, _who, instance) => p.rest('GET', `/vendor/prequal/${demoVendorId(p)}?category=LEGAL&instance=${instance}`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendor/prequal/${demoVendorId(p)}?category=LEGAL`, { token }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId',
    allowed: ON_BEHALF,
    narrowedBy:
      "prequal.formChange lets the reviewer reach the path for the department review's Save (saveDepartmentForm); the form's own save takes the company's admin, or staff with prequal.review",
    shared: restDraft,
    send: (p, token, _who, body) => p.rest('PATCH', `/vendor/prequal/${demoVendorId(p)}?source=prequal`, { token, body }),
    crossVendor: (p, token, body) => p.rest('PATCH', `/vendor/prequal/${demoVendorId(p)}?source=prequal`, { token, body }),
  }),
];
