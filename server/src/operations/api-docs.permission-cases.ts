import { EVERYONE, type PermissionCase } from '../../test/permissions.js';

const ownDataOnly = "The REST facade's contract: the same document for every caller, naming no company's data.";

/** The OpenAPI document and its reference page are public: integrators read them before they hold a token. */
export const apiDocsPermissionCases: PermissionCase[] = [
  { kind: 'rest', name: 'GET /openapi.json', allowed: EVERYONE, ownDataOnly, send: (p, token) => p.rest('GET', '/openapi.json', { token }) },
  { kind: 'rest', name: 'GET /reference', allowed: EVERYONE, ownDataOnly, send: (p, token) => p.rest('GET', '/reference', { token }) },
];
