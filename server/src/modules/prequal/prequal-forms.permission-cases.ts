import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, resetPrequal, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { changingCase, readOnlyCase, type PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

const FORMS = 'query($v:ID){ prequalForms(vendorId:$v){ instance forms { id } } }';
const BEGIN = 'mutation($v:ID){ beginPrequal(vendorId:$v){ instance } }';
const SAVE = 'mutation($v:ID,$i:String!,$f:PrequalFormAnswersInput!){ savePrequalForm(vendorId:$v,instance:$i,form:$f){ id version } }';
const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }';

/** The demo company ready to begin: on the test templates, no cycle yet. */
async function notBegun(p: TestPortal): Promise<string> {
  await useTestTemplates(p);
  await resetPrequal(p, demoVendorId(p));
  return demoVendorId(p);
}

/** A draft save of the demo company's fresh cycle's financial form, at its version. */
async function draftSave(p: TestPortal) {
  const { instance, forms } = await begunPrequal(p, demoVendorId(p));
  const financial = forms.find((f) => f.category === 'FINANCIAL')!;
  return { instance, form: { category: 'FINANCIAL', answers: { bankName: 'Chesapeake Bank' }, version: financial.version } };
}

/** The demo company's fresh cycle, all three forms answered completely. */
async function completeSubmission(p: TestPortal) {
  const { instance, forms } = await begunPrequal(p, demoVendorId(p));
  const fileId = await storedFileOf(p, demoVendorId(p));
  return { instance, forms: forms.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version })) };
}

export const prequalPermissionCases: PermissionCase[] = [
  // Reading the forms changes nothing: the case's principals share one begun cycle.
  readOnlyCase({
    kind: 'graphql',
    name: 'prequalForms',
    shared: (p) => begunPrequal(p, demoVendorId(p)),
    send: (p, token) => p.gql(FORMS, { v: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql(FORMS, { v: demoVendorId(p) }, token),
  }),
  // The writes set up the company again after a request that was not refused (changingCase).
  changingCase({
    kind: 'graphql',
    name: 'beginPrequal',
    shared: notBegun,
    send: (p, token, _who, v) => p.gql(BEGIN, { v }, token),
    crossVendor: (p, token, v) => p.gql(BEGIN, { v }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'savePrequalForm',
    shared: draftSave,
    send: (p, token, _who, { instance, form }) => p.gql(SAVE, { v: demoVendorId(p), i: instance, f: form }, token),
    crossVendor: (p, token, { instance, form }) => p.gql(SAVE, { v: demoVendorId(p), i: instance, f: form }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'submitPrequalForms',
    shared: completeSubmission,
    send: (p, token, _who, { instance, forms }) => p.gql(SUBMIT, { v: demoVendorId(p), i: instance, f: forms }, token),
    crossVendor: (p, token, { instance, forms }) => p.gql(SUBMIT, { v: demoVendorId(p), i: instance, f: forms }, token),
  }),
  changingCase({
    kind: 'rest',
    name: 'POST /vendor/begin-prequal/:vendorId',
    shared: notBegun,
    send: (p, token, _who, v) => p.rest('POST', `/vendor/begin-prequal/${v}`, { token }),
    crossVendor: (p, token, v) => p.rest('POST', `/vendor/begin-prequal/${v}`, { token }),
  }),
  readOnlyCase({
    kind: 'rest',
    name: 'GET /vendor/prequal',
    shared: (p) => begunPrequal(p, demoVendorId(p)),
    send: (p, token) => p.rest('GET', `/vendor/prequal?category=SAFETY&vendorId=${demoVendorId(p)}`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendor/prequal?category=SAFETY&vendorId=${demoVendorId(p)}`, { token }),
  }),
  changingCase({
    kind: 'rest',
    name: 'POST /vendor/prequal',
    shared: draftSave,
    send: (p, token, _who, { instance, form }) => {
      const body = {
        formTemplate: { category: 'FINANCIAL' },
        formFields: { fields: [{ slug: 'bankName', type: 'inputText', props: {}, userInput: 'Chesapeake Bank' }] },
      };
      return p.rest('POST', `/vendor/prequal?vendorId=${demoVendorId(p)}`, { token, body: { ...body, status: 'DRAFT', version: form.version, instance } });
    },
    crossVendor: (p, token, { instance, form }) => {
      const body = { formTemplate: { category: 'FINANCIAL' }, formFields: [{ slug: 'bankName', type: 'inputText', props: {}, userInput: 'Chesapeake Bank' }] };
      return p.rest('POST', `/vendor/prequal?vendorId=${demoVendorId(p)}`, { token, body: { ...body, status: 'DRAFT', version: form.version, instance } });
    },
  }),
];
