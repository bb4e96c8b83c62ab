import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { completeRegistration } from '../../registration-form/testing/registration-fixture';

/** What the admin lists were asked for, to assert on variables (search, paging, sorting). */
export interface Calls {
  registrations: Record<string, unknown>[];
  pendingAccounts: Record<string, unknown>[];
  mutations: { name: string; variables: Record<string, unknown> }[];
}

export function registrationRow(overrides: Partial<ReturnType<typeof baseRegistration>> = {}) {
  return { ...baseRegistration(), ...overrides };
}

function baseRegistration() {
  return {
    __typename: 'VendorRegistration' as const,
    vendorId: 'v-100',
    companyName: 'Acme Concrete',
    primaryContactFirstName: 'Ada' as string | null,
    primaryContactLastName: 'Stone' as string | null,
    primaryContactEmail: 'ada@acme.test' as string | null,
    // 03:30 UTC on Mar 5 is still Mar 4 in New York.
    submittedAt: '2025-03-05T03:30:00.000Z' as string | null,
    createdAt: '2025-02-01T15:00:00.000Z',
  };
}

export function pendingUser(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    userId: 'u-new',
    name: 'Nina New',
    email: 'nina@acme.test',
    phone: '555-010-2000',
    priority: 'LOW',
    role: 'VENDOR_USER',
    roleName: 'Company User',
    roleOnApproval: 'VENDOR_USER',
    profilePic: null,
    companyName: 'Acme Concrete',
    ...overrides,
  };
}

/** A submitted registration that passes every rule of the form (its W9 stored), for the review dialog. */
export function loadedRegistration(vendorId = 'v-200') {
  return completeRegistration({
    vendorId,
    registrationStatus: 'SUBMITTED',
    noOfEmployees: 40,
    companyName: 'Beta Steel',
    officeWebsiteUrl: 'www.betasteel.test',
    primaryContactFirstName: 'Bo',
    primaryContactLastName: 'Beta',
    primaryContactJobTitle: 'Owner',
    primaryContactEmail: 'bo@betasteel.test',
    companyDescription: 'Structural steel erection.',
    w9File: { __typename: 'UploadedFile', fileId: 'f-1', name: 'w9.pdf', url: '/api/v1/files/f-1/content' },
  });
}

interface Lists {
  drafts?: ReturnType<typeof registrationRow>[];
  submitted?: ReturnType<typeof registrationRow>[];
  pending?: ReturnType<typeof pendingUser>[];
}

/** Answers the page's queries and mutations; every call is recorded. */
export function answerPrequalCalls({ drafts = [], submitted = [], pending = [] }: Lists = {}): Calls {
  const calls: Calls = { registrations: [], pendingAccounts: [], mutations: [] };
  server.use(
    graphql.query('Registrations', ({ variables: { options: variables } }) => {
      calls.registrations.push(variables);
      const rows = variables.status === 'DRAFT' ? drafts : submitted;
      const vendors = rows.map((row) => ({ ...row, __typename: 'RegistrationListItem' as const }));
      return HttpResponse.json({
        data: { registrations: { __typename: 'RegistrationPage', totalCount: vendors.length, items: vendors } },
      });
    }),
    graphql.query('PendingAccounts', ({ variables: { options: variables } }) => {
      calls.pendingAccounts.push(variables);
      return HttpResponse.json({
        data: { pendingAccounts: { __typename: 'UserPage', totalCount: pending.length, users: pending } },
      });
    }),
    graphql.query('RegistrationForm', ({ variables }) => HttpResponse.json({ data: { registration: loadedRegistration(String(variables.vendorId)) } })),
    graphql.mutation('UpdateRegistration', ({ variables }) => {
      calls.mutations.push({ name: 'UpdateRegistration', variables });
      const { companyDescription } = variables.input as { companyDescription?: string };
      return HttpResponse.json({
        data: { updateRegistration: { ...loadedRegistration(String(variables.vendorId)), companyDescription } },
      });
    }),
    graphql.mutation('DeleteRegistrationDraft', ({ variables }) => {
      calls.mutations.push({ name: 'DeleteRegistrationDraft', variables });
      return HttpResponse.json({ data: { deleteRegistrationDraft: true } });
    }),
    graphql.mutation('SetRegistrationStatus', ({ variables }) => {
      calls.mutations.push({ name: 'SetRegistrationStatus', variables });
      return HttpResponse.json({
        data: {
          setRegistrationStatus: {
            __typename: 'VendorRegistration',
            vendorId: variables.vendorId,
            registrationStatus: variables.approve ? 'APPROVED' : 'REJECTED',
          },
        },
      });
    }),
    graphql.mutation('SetUserRegistrationStatus', ({ variables }) => {
      calls.mutations.push({ name: 'SetUserRegistrationStatus', variables });
      return HttpResponse.json({
        data: {
          setUserRegistrationStatus: {
            __typename: 'User',
            userId: variables.userId,
            registrationStatus: variables.approve ? 'APPROVED' : 'REJECTED',
          },
        },
      });
    }),
    graphql.mutation('SetUserPriority', ({ variables }) => {
      calls.mutations.push({ name: 'SetUserPriority', variables });
      return HttpResponse.json({
        data: { setUserPriority: { __typename: 'User', userId: variables.userId, priority: variables.priority } },
      });
    }),
  );
  return calls;
}
