import { failedJob } from '../../../test/fixtures/job-fixtures.js';
import type { PermissionCase } from '../../../test/permissions.js';

/**
 * The background jobs screen is the system admin's alone (jobs.read, jobs.retry). A vendor role is refused outright;
 * crossVendor checks another company's admin too (a crm-sync job names a company, yet none is any vendor's to read).
 */

const LIST = 'query($s:JobState,$q:String){ backgroundJobs(options: { state:$s, queue:$q, page:1, limit:10 }){ totalCount items { id state summary } } }';
const COUNTS = '{ queueCounts { queue failed } }';
const RETRY = 'mutation($q:String!,$id:ID!){ retryJob(queue:$q, id:$id){ id state } }';

export const jobsAdminPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'backgroundJobs',
    send: (p, token) => p.gql(LIST, { s: 'FAILED', q: 'mail' }, token),
    crossVendor: (p, token) => p.gql(LIST, { s: 'FAILED', q: 'mail' }, token),
  },
  {
    kind: 'graphql',
    name: 'queueCounts',
    send: (p, token) => p.gql(COUNTS, {}, token),
    crossVendor: (p, token) => p.gql(COUNTS, {}, token),
  },
  {
    kind: 'graphql',
    name: 'retryJob',
    send: async (p, token) => p.gql(RETRY, { q: 'mail', id: await failedJob(p) }, token),
    crossVendor: async (p, token) => p.gql(RETRY, { q: 'mail', id: await failedJob(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /admin/jobs',
    send: (p, token) => p.rest('GET', '/admin/jobs?state=failed&page=1&limit=10', { token }),
    crossVendor: (p, token) => p.rest('GET', '/admin/jobs?state=failed&page=1&limit=10', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /admin/jobs/counts',
    send: (p, token) => p.rest('GET', '/admin/jobs/counts', { token }),
    crossVendor: (p, token) => p.rest('GET', '/admin/jobs/counts', { token }),
  },
  {
    kind: 'rest',
    name: 'POST /admin/jobs/:queue/:id/retry',
    send: async (p, token) => p.rest('POST', `/admin/jobs/mail/${await failedJob(p)}/retry`, { token }),
    crossVendor: async (p, token) => p.rest('POST', `/admin/jobs/mail/${await failedJob(p)}/retry`, { token }),
  },
];
