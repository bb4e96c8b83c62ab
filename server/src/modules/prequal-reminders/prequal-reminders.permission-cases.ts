import type { PermissionCase } from '../../../test/permissions.js';

export const prequalRemindersPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'stalledVendors',
    send: (p, token) => p.gql('query{ stalledVendors{ vendorId days } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /admin/stalled-vendors',
    send: (p, token) => p.rest('GET', '/admin/stalled-vendors', { token }),
  },
];

export const overdueReviewsPermissionCases: PermissionCase[] = [
  { kind: 'graphql', name: 'overdueReviews', send: (p, token) => p.gql('query{ overdueReviews{ businessDays stages { key count } } }', {}, token) },
  { kind: 'rest', name: 'GET /admin/overdue-reviews', send: (p, token) => p.rest('GET', '/admin/overdue-reviews', { token }) },
  { kind: 'graphql', name: 'setOverdueReviewDays', send: (p, token) => p.gql('mutation{ setOverdueReviewDays(businessDays:5) }', {}, token) },
  {
    kind: 'rest',
    name: 'PUT /admin/reminder-settings/overdue-review-days',
    send: (p, token) => p.rest('PUT', '/admin/reminder-settings/overdue-review-days', { token, body: { businessDays: 5 } }),
  },
];
