import { ROLES, type Role } from '@portal/common/auth/roles';
import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import { decodeClaims, getSession } from '../api/session';
import { TEST_USERS } from './make-session';
import { sessionSent } from './session-cookie';
import { DEFAULT_SCORE_WEIGHTS } from '@portal/common/insights/score-weights';

export const SUPPORT_EMAIL = 'support@builder.test';
export const ABOUT_URL = 'https://builder.test/about';

/** The test user of the session the request carries (its cookie, as the browser would send it), as the API's `User` type. */
export function userFromRequest(request: Request) {
  if (!sessionSent(request)) return null;
  const role = decodeClaims(getSession())?.role;
  if (!role || !(ROLES as readonly unknown[]).includes(role)) return null;
  return userPayload(role);
}

export function userPayload(role: Role) {
  const u = TEST_USERS[role];
  return {
    __typename: 'User' as const,
    userId: u.userId,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    companyName: u.companyName,
    lastLogin: u.lastLogin,
    profilePic: u.profile_pic,
    vendorId: u.vendorId,
    accountId: u.accountId,
  };
}

export function unauthenticated() {
  return HttpResponse.json<GraphQLResponseBody<never>>({
    errors: [{ message: 'Your session has ended. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }],
    data: null,
  });
}

/** What every screen may ask for; tests add or override handlers for what they exercise. */
export const defaultHandlers = [
  // No approval letter unless a test answers one (the company page and the vendor's overview ask when approved).
  graphql.query('ApprovalLetter', () => HttpResponse.json({ data: { approvalLetter: null } })),
  // A saved file answer's name; a test that shows one answers with it.
  graphql.query('StoredFileName', () => HttpResponse.json({ data: null, errors: [{ message: 'File not found.', extensions: { code: 'NOT_FOUND' } }] })),
  graphql.query('PortalConfig', () =>
    HttpResponse.json({
      data: { portalConfig: { __typename: 'PortalConfig', aboutUrl: ABOUT_URL, supportEmail: SUPPORT_EMAIL } },
    }),
  ),
  // The profile's two-factor section: off, not required, unless a test answers otherwise.
  graphql.query('MfaStatus', () => HttpResponse.json({ data: { mfaStatus: { __typename: 'MfaStatus', enabled: false, required: false, recoveryCodesLeft: 0 } } })),
  // The Users screen's sign-in setting (the system admin's): two-factor not required unless a test answers otherwise.
  graphql.query('MfaPolicy', () => HttpResponse.json({ data: { mfaPolicy: { __typename: 'MfaPolicy', requireForInternal: false } } })),
  graphql.query('Me', ({ request }) => {
    const me = userFromRequest(request);
    return me ? HttpResponse.json({ data: { me } }) : unauthenticated();
  }),
  graphql.query('Profile', ({ request }) => {
    const me = userFromRequest(request);
    return me ? HttpResponse.json({ data: { me } }) : unauthenticated();
  }),
  graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
  // The vendor home's status: a company that may begin prequalification.
  graphql.query('VendorOverview', ({ variables }) =>
    HttpResponse.json({
      data: { registration: { __typename: 'VendorRegistration', vendorId: variables.vendorId, prequalStatus: 'NOT_STARTED', noOfEmployees: 42 } },
    }),
  ),
  // The form builder's template: one question (tests of the builder override it).
  graphql.query('FormTemplate', ({ variables }) =>
    HttpResponse.json({
      data: {
        formTemplate: {
          __typename: 'FormTemplate',
          id: 'template-1',
          category: variables.category,
          version: 1,
          fields: [{ slug: 'emr_year_1', type: 'inputText', props: { label: 'EMR, year 1', type: 'float', minVal: 0, maxVal: 5 } }],
          createdAt: '2026-11-01T12:00:00.000Z',
          createdByName: 'Portal defaults',
        },
      },
    }),
  ),
  // The overview's notice of a return: none (tests of a returned company override it).
  graphql.query('VendorReturnNotice', ({ variables }) =>
    HttpResponse.json({ data: { prequalForms: { __typename: 'PrequalFormSet', vendorId: variables.vendorId, instance: '2027-01', returned: null } } }),
  ),
  // A company that has not begun prequalification (the vendor form's empty state); tests with forms override it.
  graphql.query('PrequalForms', () =>
    HttpResponse.json({ errors: [{ message: 'This company has not begun prequalification yet.', extensions: { code: 'NOT_FOUND' } }], data: null }),
  ),
  // Computed insights of a company that has not begun (tests of the panels answer them: features/insights/testing).
  graphql.query('SafetyMetrics', () =>
    HttpResponse.json({ errors: [{ message: 'This company has not begun prequalification yet.', extensions: { code: 'NOT_FOUND' } }], data: null }),
  ),
  graphql.query('FinancialRatios', () =>
    HttpResponse.json({ errors: [{ message: 'This company has not begun prequalification yet.', extensions: { code: 'NOT_FOUND' } }], data: null }),
  ),
  // The score's weights as shipped (the section's tests answer theirs: features/prequal-score/testing).
  graphql.query('ScoreWeights', () =>
    HttpResponse.json({ data: { scoreWeights: { __typename: 'ScoreWeightsView', weights: DEFAULT_SCORE_WEIGHTS, defaults: DEFAULT_SCORE_WEIGHTS, updatedAt: null } } }),
  ),
  // The score of a company that has not begun (the score's tests answer theirs: features/prequal-score/testing).
  graphql.query('PrequalScore', () =>
    HttpResponse.json({ errors: [{ message: 'This company has not begun prequalification yet.', extensions: { code: 'NOT_FOUND' } }], data: null }),
  ),
  // Nothing waits too long (the dashboard's card; its tests answer rows: waiting-too-long-card.test.tsx).
  graphql.query('WaitingTooLong', () =>
    HttpResponse.json({
      data: { stalledVendors: [], overdueReviews: { __typename: 'OverdueReviews', businessDays: 5, totalCount: 0, stages: [], reviews: [] } },
    }),
  ),
  // Insurance (docs/insurance.md): no company has gaps or lapses, and a company's compliance is "No policies" (the
  // insurance feature's tests answer their own: features/insurance/testing).
  graphql.query('InsuranceGapCounts', () =>
    HttpResponse.json({ data: { gaps: { __typename: 'InsuranceListPage', totalCount: 0 }, lapsed: { __typename: 'InsuranceListPage', totalCount: 0 } } }),
  ),
  graphql.query('InsuranceComplianceOf', ({ variables }) =>
    HttpResponse.json({
      data: {
        insuranceCompliance: {
          __typename: 'InsuranceCompliance',
          vendorId: variables.vendorId,
          status: 'GAPS',
          label: 'No policies',
          gaps: [],
          nextExpiry: null,
          hasPolicies: false,
        },
      },
    }),
  ),
  graphql.query('OverdueReviewDays', () => HttpResponse.json({ data: { overdueReviews: { __typename: 'OverdueReviews', businessDays: 5 } } })),
];
