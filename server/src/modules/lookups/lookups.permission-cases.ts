import type { PermissionCase } from '../../../test/permissions.js';

export const lookupsPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'lookup',
    ownDataOnly: 'lookup lists, no company data',
    send: (p, token) => p.gql('{ lookup(name:"regions"){ value } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /lookups/:name',
    ownDataOnly: 'lookup lists, no company data',
    send: (p, token) => p.rest('GET', '/lookups/trades?key=SPECIALTY', { token }),
  },
];
