import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const PREVIEW = 'mutation($file:Upload!){ previewCompanyInvitations(file:$file){ invitedCount counts { invite } } }';
const SEND = 'mutation($file:Upload!){ sendCompanyInvitations(file:$file){ invitedCount counts { invite } } }';

let serial = 0;
/** A file of one new company, a fresh tax ID each time so every allowed send really invites. */
function csv() {
  serial += 1;
  const n = String(4_000_000 + serial).padStart(7, '0');
  return { name: 'invite.csv', content: `Tax ID,Company Name,Contact Email\n77-${n},Permission Case ${serial} LLC,permission-case-${serial}@example.test\n` };
}
const fileOf = (_p: TestPortal) => ({ file: csv() });

// Bulk invite is the prequalification admins' (companies.invite). It names no company's data, and no vendor
// role may call it, so there is no other company's data for a vendor to reach for.
export const invitationsPermissionCases: PermissionCase[] = [
  { kind: 'rest', name: 'POST /invitations/preview', send: (p, token) => p.restForm('POST', '/invitations/preview', { files: fileOf(p), token }) },
  { kind: 'rest', name: 'POST /invitations', send: (p, token) => p.restForm('POST', '/invitations', { files: fileOf(p), token }) },
  { kind: 'graphql', name: 'previewCompanyInvitations', send: (p, token) => p.gqlUpload(PREVIEW, { file: null }, fileOf(p), token) },
  { kind: 'graphql', name: 'sendCompanyInvitations', send: (p, token) => p.gqlUpload(SEND, { file: null }, fileOf(p), token) },
];
