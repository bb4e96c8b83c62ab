import type { PermissionCase } from '../../../test/permissions.js';

/**
 * The approval letter is read as the company's files are (files.read): every staff role and the company's own
 * users; another company's admin is refused. The PDF itself comes from GET /files/{fileId}/content, whose cases are
 * the files module's. approval-letter.test.ts reads a made letter through both.
 */
const LETTER = 'query($v:ID){ approvalLetter(vendorId:$v){ fileId url } }';
const demoVendor = (p: Parameters<PermissionCase['send']>[0]) => p.users.VENDOR_ADMIN.vendor!.id;

export const approvalLetterPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'approvalLetter',
    send: (p, token) => p.gql(LETTER, { v: demoVendor(p) }, token),
    crossVendor: (p, token) => p.gql(LETTER, { v: demoVendor(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:vendorId/approval-letter',
    send: (p, token) => p.rest('GET', `/vendors/${demoVendor(p)}/approval-letter`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendor(p)}/approval-letter`, { token }),
  },
];
