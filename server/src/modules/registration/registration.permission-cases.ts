import type { TestPortal } from '../../../test/harness.js';
import { createRegistration, pdf, validRegistration } from '../../../test/onboarding-fixtures.js';
import { EVERYONE, INTERNAL, type PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
/** Those who may change a draft: its anonymous registrant, and the roles that edit prequalification. */
const DRAFT_EDITORS = ['anonymous', 'SYSTEM_ADMIN', 'PREQUAL_ADMIN'] as const;
const REVIEWERS = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'] as const;
const COMPANY_READERS = [...INTERNAL, 'VENDOR_ADMIN', 'VENDOR_USER'] as const;

const READ = 'query($id:ID!){ registration(vendorId:$id){ vendorId } }';
const SAVE = 'mutation($id:ID,$i:RegistrationInput!){ saveRegistrationDraft(vendorId:$id,input:$i){ vendorId } }';
const SUBMIT = 'mutation($id:ID,$i:RegistrationInput!,$w9:Upload){ submitRegistration(vendorId:$id,input:$i,w9File:$w9){ vendorId } }';
const UPDATE = 'mutation($id:ID!,$i:RegistrationInput!){ updateRegistration(vendorId:$id,input:$i){ vendorId } }';

export const registrationPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'verifyTaxId',
    allowed: EVERYONE, ownDataOnly: 'answers only whether a tax ID is known, and the approved companies that anyone may sign up to',
    send: (p, token) => p.gql('{ verifyTaxId(taxId:"52-1234567", from:"register"){ isExistsInDatabase } }', {}, token),
  },
  { kind: 'rest', name: 'GET /vendors/verify-tax-id/:taxId', allowed: EVERYONE, ownDataOnly: 'answers only whether a tax ID is known, and the approved companies that anyone may sign up to', send: (p, token) => p.rest('GET', '/vendors/verify-tax-id/52-1234567', { token }) },
  {
    kind: 'graphql',
    name: 'registration',
    allowed: COMPANY_READERS,
    send: (p, token) => p.gql(READ, { id: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql(READ, { id: demoVendorId(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'registration',
    // A draft: its anonymous registrant continues it; staff read it; a vendor has no business with it.
    allowed: ['anonymous', ...INTERNAL],
    send: async (p, token) => p.gql(READ, { id: (await createRegistration(p)).id }, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:id',
    allowed: COMPANY_READERS,
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'registrations',
    allowed: INTERNAL,
    send: (p, token) => p.gql('{ registrations(status: SUBMITTED){ totalCount } }', {}, token),
  },
  { kind: 'rest', name: 'GET /vendors', allowed: INTERNAL, send: (p, token) => p.rest('GET', '/vendors?status=DRAFT', { token }) },
  {
    kind: 'graphql',
    name: 'saveRegistrationDraft',
    // A new draft: the registration form is public.
    allowed: EVERYONE, ownDataOnly: 'creates a new registration; continuing an existing draft is the DRAFT_EDITORS case',
    send: (p, token) => p.gql(SAVE, { i: { companyName: 'New Draft Co' } }, token),
  },
  {
    kind: 'graphql',
    name: 'saveRegistrationDraft',
    allowed: DRAFT_EDITORS,
    send: async (p, token) => p.gql(SAVE, { id: (await createRegistration(p)).id, i: { companyName: 'Renamed Draft Co' } }, token),
  },
  { kind: 'rest', name: 'POST /vendors', allowed: EVERYONE, ownDataOnly: 'creates a new registration', send: (p, token) => p.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: 'Rest Draft Co' }, token }) },
  {
    kind: 'rest',
    name: 'PUT /vendors/draft/:id',
    allowed: DRAFT_EDITORS,
    send: async (p, token) => p.rest('PUT', `/vendors/draft/${(await createRegistration(p)).id}`, { body: { companyName: 'Renamed' }, token }),
  },
  {
    kind: 'graphql',
    name: 'submitRegistration',
    allowed: EVERYONE, ownDataOnly: 'creates a new registration; submitting an existing draft is the DRAFT_EDITORS case',
    send: (p, token) => p.gqlUpload(SUBMIT, { i: validRegistration() }, { w9: pdf() }, token),
  },
  {
    kind: 'graphql',
    name: 'submitRegistration',
    allowed: DRAFT_EDITORS,
    send: async (p, token) => p.gql(SUBMIT, { id: (await createRegistration(p)).id, i: validRegistration() }, token),
  },
  {
    kind: 'rest',
    name: 'PUT /vendors/:id',
    // A draft is submitted.
    allowed: DRAFT_EDITORS,
    send: async (p, token) => p.rest('PUT', `/vendors/${(await createRegistration(p)).id}`, { body: validRegistration(), token }),
  },
  {
    kind: 'rest',
    name: 'PUT /vendors/:id',
    // A registration awaiting approval is edited in review.
    allowed: REVIEWERS,
    send: async (p, token) => p.rest('PUT', `/vendors/${(await createRegistration(p, { status: 'SUBMITTED' })).id}`, { body: validRegistration(), token }),
  },
  {
    kind: 'graphql',
    name: 'updateRegistration',
    allowed: REVIEWERS,
    send: async (p, token) => p.gql(UPDATE, { id: (await createRegistration(p, { status: 'SUBMITTED' })).id, i: validRegistration() }, token),
  },
  {
    kind: 'graphql',
    name: 'deleteRegistrationDraft',
    allowed: DRAFT_EDITORS,
    send: async (p, token) => p.gql('mutation($id:ID!){ deleteRegistrationDraft(vendorId:$id) }', { id: (await createRegistration(p)).id }, token),
  },
  {
    kind: 'rest',
    name: 'DELETE /vendors/draft/:id',
    allowed: DRAFT_EDITORS,
    send: async (p, token) => p.rest('DELETE', `/vendors/draft/${(await createRegistration(p)).id}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'setRegistrationStatus',
    allowed: REVIEWERS,
    send: async (p, token) =>
      p.gql('mutation($id:ID!){ setRegistrationStatus(vendorId:$id, approve:true){ accountId } }', { id: (await createRegistration(p, { status: 'SUBMITTED' })).id }, token),
  },
  {
    kind: 'rest',
    name: 'PUT /vendors/:id/registration-status',
    allowed: REVIEWERS,
    send: async (p, token) =>
      p.rest('PUT', `/vendors/${(await createRegistration(p, { status: 'SUBMITTED' })).id}/registration-status`, {
        body: { approve: false, commentText: 'Missing insurance details' },
        token,
      }),
  },
];
