import type { HttpAnswer, TestPortal } from '../../../test/harness.js';
import { createDraft, createRegistration, draftHeader, pdf, validRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { changingCase, INTERNAL, readOnlyCase, type PermissionCase, type Principal } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
/** The roles that change drafts (besides the anonymous registrant holding a draft's secret) and edit registrations in review. */
const REVIEWERS = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'] as const;
const COMPANY_READERS = [...INTERNAL, 'VENDOR_ADMIN', 'VENDOR_USER'] as const;

const READ = 'query($id:ID!,$t:String){ registration(vendorId:$id, draftToken:$t){ vendorId } }';
const SAVE = 'mutation($id:ID,$t:String,$i:RegistrationInput!){ saveRegistrationDraft(vendorId:$id,draftToken:$t,input:$i){ vendorId } }';
const SUBMIT = 'mutation($id:ID,$t:String,$i:RegistrationInput!,$w9:Upload){ submitRegistration(vendorId:$id,draftToken:$t,input:$i,w9File:$w9){ vendorId } }';
const UPDATE = 'mutation($id:ID!,$i:RegistrationInput!){ updateRegistration(vendorId:$id,input:$i){ vendorId } }';
const DELETE = 'mutation($id:ID!,$t:String){ deleteRegistrationDraft(vendorId:$id, draftToken:$t) }';
const SEND_LINK = 'mutation($id:ID!){ sendDraftLink(vendorId:$id){ success message } }';

/** Which secret a caller presents with a draft operation. */
type Presents = 'its secret' | 'no secret' | "another draft's secret";
/** A draft's id and the secret presented with it. */
interface Presented {
  id: string;
  secret: string | null;
}

/**
 * One draft operation three times over: with the draft's own secret (its anonymous registrant; signed-in
 * callers send it too and are judged by their role alone), with none (the id alone, as tax-ID verification
 * lists it), and with another draft's secret. Staff reach drafts without a secret; a vendor never does, not
 * even another company's admin holding the secret. A read's principals share one draft; a write's draft is made
 * again after a request that was not refused.
 */
function draftCases(
  kind: PermissionCase['kind'],
  name: string,
  staff: readonly Principal[],
  send: (p: TestPortal, token: string | null, draft: Presented) => Promise<HttpAnswer>,
  effect: 'reads' | 'writes' = 'writes',
): PermissionCase[] {
  const secretFor = async (p: TestPortal, presents: Presents): Promise<Presented> => {
    const draft = await createDraft(p);
    if (presents === 'its secret') return { id: draft.vendor.id, secret: draft.token };
    if (presents === 'no secret') return { id: draft.vendor.id, secret: null };
    return { id: draft.vendor.id, secret: (await createDraft(p)).token };
  };
  const cases: [Presents, readonly Principal[]][] = [
    ['its secret', ['anonymous', ...staff]],
    ['no secret', staff],
    ["another draft's secret", staff],
  ];
  return cases.map(([presents, allowed]) => {
    const c: PermissionCase<Presented> & { shared(p: TestPortal): Promise<Presented> } = {
      kind,
      name,
      allowed,
      narrowedBy: `a draft (${presents}): the anonymous registrant holding its secret and staff; no vendor`,
      shared: (p) => secretFor(p, presents),
      send: (p, token, _who, draft) => send(p, token, draft),
      // Another company's admin presents the draft's own secret.
      crossVendor: async (p, token, draft) => send(p, token, presents === 'its secret' ? draft : await secretFor(p, 'its secret')),
    };
    return effect === 'reads' ? readOnlyCase(c) : changingCase(c);
  });
}

export const registrationPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'verifyTaxId',
    ownDataOnly: 'answers only whether a tax ID is known, the approved companies that anyone may sign up to, and drafts by name (whose ids open nothing)',
    send: (p, token) => p.gql('{ verifyTaxId(taxId:"52-1234567", from:"register"){ isExistsInDatabase } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/verify-tax-id/:taxId',
    ownDataOnly: 'answers only whether a tax ID is known, the approved companies that anyone may sign up to, and drafts by name (whose ids open nothing)',
    send: (p, token) => p.rest('GET', '/vendors/verify-tax-id/52-1234567', { token }),
  },
  {
    kind: 'graphql',
    name: 'registration',
    allowed: COMPANY_READERS,
    narrowedBy: "an approved company's registration: staff and the company's own users (a draft's secret opens only a draft)",
    send: (p, token) => p.gql(READ, { id: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql(READ, { id: demoVendorId(p) }, token),
  },
  // A draft: its anonymous registrant continues it with its secret; staff read it; a vendor has no business with it.
  ...draftCases('graphql', 'registration', INTERNAL, (p, token, d) => p.gql(READ, { id: d.id, t: d.secret }, token), 'reads'),
  {
    kind: 'rest',
    name: 'GET /vendors/:id',
    allowed: COMPANY_READERS,
    narrowedBy: "an approved company's registration: staff and the company's own users (a draft's secret opens only a draft)",
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}`, { token }),
  },
  ...draftCases('rest', 'GET /vendors/:id', INTERNAL, (p, token, d) => p.rest('GET', `/vendors/${d.id}`, { token, headers: draftHeader(d.secret) }), 'reads'),
  {
    kind: 'rest',
    name: 'GET /vendors/:id/auth',
    allowed: COMPANY_READERS,
    narrowedBy: "an approved company's registration: staff and the company's own users (a draft's secret opens only a draft)",
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/auth`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/auth`, { token }),
  },
  {
    kind: 'graphql',
    name: 'registrations',
    send: (p, token) => p.gql('{ registrations(options: { status: SUBMITTED }){ totalCount } }', {}, token),
  },
  { kind: 'rest', name: 'GET /vendors', send: (p, token) => p.rest('GET', '/vendors?status=DRAFT', { token }) },
  { kind: 'rest', name: 'GET /vendors/export.csv', send: (p, token) => p.rest('GET', '/vendors/export.csv?status=SUBMITTED', { token }) },
  {
    kind: 'graphql',
    name: 'saveRegistrationDraft',
    // A new draft: the registration form is public.
    ownDataOnly: 'creates a new registration; continuing an existing draft is the draftCases below',
    send: (p, token) => p.gql(SAVE, { i: { companyName: 'New Draft Co' } }, token),
  },
  ...draftCases('graphql', 'saveRegistrationDraft', REVIEWERS, (p, token, d) => p.gql(SAVE, { id: d.id, t: d.secret, i: { companyName: 'Renamed Draft Co' } }, token)),
  {
    kind: 'rest',
    name: 'POST /vendors',
    ownDataOnly: 'creates a new registration',
    send: (p, token) => p.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: 'Rest Draft Co' }, token }),
  },
  ...draftCases('rest', 'PUT /vendors/draft/:id', REVIEWERS, (p, token, d) =>
    p.rest('PUT', `/vendors/draft/${d.id}`, { body: { companyName: 'Renamed' }, token, headers: draftHeader(d.secret) }),
  ),
  {
    kind: 'graphql',
    name: 'submitRegistration',
    ownDataOnly: 'creates a new registration; submitting an existing draft is the draftCases below',
    send: (p, token) => p.gqlUpload(SUBMIT, { i: validRegistration() }, { w9: pdf() }, token),
  },
  ...draftCases('graphql', 'submitRegistration', REVIEWERS, (p, token, d) => p.gql(SUBMIT, { id: d.id, t: d.secret, i: validRegistration() }, token)),
  // A draft is submitted.
  ...draftCases('rest', 'PUT /vendors/:id', REVIEWERS, (p, token, d) =>
    p.rest('PUT', `/vendors/${d.id}`, { body: validRegistration(), token, headers: draftHeader(d.secret) }),
  ),
  {
    kind: 'rest',
    name: 'PUT /vendors/:id',
    allowed: REVIEWERS,
    narrowedBy: 'a registration awaiting approval is edited in review, by the roles that review registrations',
    send: async (p, token) => p.rest('PUT', `/vendors/${(await createRegistration(p, { status: 'SUBMITTED' })).id}`, { body: validRegistration(), token }),
  },
  {
    kind: 'graphql',
    name: 'updateRegistration',
    send: async (p, token) => p.gql(UPDATE, { id: (await createRegistration(p, { status: 'SUBMITTED' })).id, i: validRegistration() }, token),
  },
  ...draftCases('graphql', 'deleteRegistrationDraft', REVIEWERS, (p, token, d) => p.gql(DELETE, { id: d.id, t: d.secret }, token)),
  ...draftCases('rest', 'DELETE /vendors/draft/:id', REVIEWERS, (p, token, d) => p.rest('DELETE', `/vendors/draft/${d.id}`, { token, headers: draftHeader(d.secret) })),
  {
    kind: 'graphql',
    name: 'sendDraftLink',
    ownDataOnly: "answers the same for any id, existing or not, and mails only the draft's own contact address; it shows and grants nothing",
    send: async (p, token) => p.gql(SEND_LINK, { id: (await createRegistration(p)).id }, token),
  },
  {
    kind: 'rest',
    name: 'POST /vendors/draft/:id/link',
    ownDataOnly: "answers the same for any id, existing or not, and mails only the draft's own contact address; it shows and grants nothing",
    send: async (p, token) => p.rest('POST', `/vendors/draft/${(await createRegistration(p)).id}/link`, { token }),
  },
  {
    kind: 'graphql',
    name: 'setRegistrationStatus',
    send: async (p, token) =>
      p.gql(
        'mutation($id:ID!){ setRegistrationStatus(vendorId:$id, approve:true){ accountId } }',
        { id: (await createRegistration(p, { status: 'SUBMITTED' })).id },
        token,
      ),
  },
  {
    kind: 'rest',
    name: 'PUT /vendors/:id/registration-status',
    send: async (p, token) =>
      p.rest('PUT', `/vendors/${(await createRegistration(p, { status: 'SUBMITTED' })).id}/registration-status`, {
        body: { approve: false, commentText: 'Missing insurance details' },
        token,
      }),
  },
];
