import type { PermissionCase } from '../../../test/permissions.js';

export const configPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'portalConfig',
    ownDataOnly: 'deployment settings, no company data',
    send: (p, token) => p.gql('{ portalConfig { supportEmail aboutUrl } }', {}, token),
  },
];
