import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { Vendor } from '../companies/index.js';
import { CompanyComment } from './company-comment.entity.js';
import { CompanyNote } from './company-note.entity.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

async function storedNote(p: TestPortal): Promise<string> {
  const em = p.em();
  const note = em.create(CompanyNote, { vendor: em.getReference(Vendor, demoVendorId(p)), notes: 'Called about the bond', createdBy: 'Sam Carter' });
  await em.flush();
  return note.id;
}

async function storedComment(p: TestPortal): Promise<string> {
  const em = p.em();
  const comment = em.create(CompanyComment, { vendor: em.getReference(Vendor, demoVendorId(p)), commentText: 'Strong safety record', commentedBy: 'Sam Carter' });
  await em.flush();
  return comment.id;
}

const NOTES = 'query($v:ID!){ companyNotes(vendorId:$v){ totalCount items { noteId } } }';
const COMMENTS = 'query($v:ID!){ companyComments(vendorId:$v){ totalCount items { commentId } } }';
const ADD_NOTE = 'mutation($v:ID!,$n:String!){ addCompanyNote(vendorId:$v,notes:$n){ noteId } }';
const DELETE_NOTE = 'mutation($id:ID!){ deleteCompanyNote(noteId:$id){ noteId } }';
const ADD_COMMENT = 'mutation($v:ID!,$c:String!){ addCompanyComment(vendorId:$v,comment:$c){ commentId } }';
const DELETE_COMMENT = 'mutation($id:ID!){ deleteCompanyComment(commentId:$id){ commentId } }';

export const companyNotesPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'companyNotes',
    send: (p, token) => p.gql(NOTES, { v: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql(NOTES, { v: demoVendorId(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'companyComments',
    send: (p, token) => p.gql(COMMENTS, { v: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql(COMMENTS, { v: demoVendorId(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'addCompanyNote',
    send: (p, token) => p.gql(ADD_NOTE, { v: demoVendorId(p), n: 'Asked for the bond letter' }, token),
    crossVendor: (p, token) => p.gql(ADD_NOTE, { v: demoVendorId(p), n: 'x' }, token),
  },
  {
    kind: 'graphql',
    name: 'deleteCompanyNote',
    send: async (p, token) => p.gql(DELETE_NOTE, { id: await storedNote(p) }, token),
    crossVendor: async (p, token) => p.gql(DELETE_NOTE, { id: await storedNote(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'addCompanyComment',
    send: (p, token) => p.gql(ADD_COMMENT, { v: demoVendorId(p), c: 'Good references' }, token),
    crossVendor: (p, token) => p.gql(ADD_COMMENT, { v: demoVendorId(p), c: 'x' }, token),
  },
  {
    kind: 'graphql',
    name: 'deleteCompanyComment',
    send: async (p, token) => p.gql(DELETE_COMMENT, { id: await storedComment(p) }, token),
    crossVendor: async (p, token) => p.gql(DELETE_COMMENT, { id: await storedComment(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:vendorId/notes',
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/notes`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/notes`, { token }),
  },
  {
    kind: 'rest',
    name: 'POST /vendors/:vendorId/notes',
    send: (p, token) => p.rest('POST', `/vendors/${demoVendorId(p)}/notes`, { token, body: { notes: 'Asked for the bond letter' } }),
    crossVendor: (p, token) => p.rest('POST', `/vendors/${demoVendorId(p)}/notes`, { token, body: { notes: 'x' } }),
  },
  {
    kind: 'rest',
    name: 'DELETE /vendors/notes/:noteId',
    send: async (p, token) => p.rest('DELETE', `/vendors/notes/${await storedNote(p)}`, { token }),
    crossVendor: async (p, token) => p.rest('DELETE', `/vendors/notes/${await storedNote(p)}`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:vendorId/comments',
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/comments`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/comments`, { token }),
  },
  {
    kind: 'rest',
    name: 'POST /vendors/comment/:vendorId',
    send: (p, token) => p.rest('POST', `/vendors/comment/${demoVendorId(p)}`, { token, body: { comment: 'Good references' } }),
    crossVendor: (p, token) => p.rest('POST', `/vendors/comment/${demoVendorId(p)}`, { token, body: { comment: 'x' } }),
  },
  {
    kind: 'rest',
    name: 'DELETE /vendors/comment/:commentId',
    send: async (p, token) => p.rest('DELETE', `/vendors/comment/${await storedComment(p)}`, { token }),
    crossVendor: async (p, token) => p.rest('DELETE', `/vendors/comment/${await storedComment(p)}`, { token }),
  },
];
