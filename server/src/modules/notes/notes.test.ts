import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { CompanyComment } from './company-comment.entity.js';
import { CompanyNote } from './company-note.entity.js';

/** A company's notes (Notes tab) and comments (Main tab), REST and GraphQL, on a real database. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(() => portal?.stop());

const token = (who: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' | 'PREQUAL_VIEWER' = 'PREQUAL_ADMIN') => portal.tokenFor(who);
const audits = (action: string) => portal.em().find(AuditLog, { action, entityId: vendorId }, { orderBy: { performedAt: 'asc' } });

describe('notes', () => {
  it('adds notes (REST and GraphQL) and lists them newest first with author and date, paged', async () => {
    const first = await portal.rest('POST', `/vendors/${vendorId}/notes`, { token: await token(), body: { notes: '  Asked for the bond letter  ' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ vendorId, notes: 'Asked for the bond letter', createdBy: 'Priya Admin' });
    const second = await portal.gql(
      'mutation($v:ID!,$n:String!){ addCompanyNote(vendorId:$v,notes:$n){ noteId notes createdBy createdAt } }',
      { v: vendorId, n: 'Bond letter received' },
      await token('PREQUAL_REVIEWER'),
    );
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.addCompanyNote).toMatchObject({ notes: 'Bond letter received', createdBy: 'Riley Reviewer' });

    const list = await portal.rest('GET', `/vendors/${vendorId}/notes`, { token: await token('PREQUAL_VIEWER') });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.notes.map((n: { notes: string }) => n.notes)).toEqual(['Bond letter received', 'Asked for the bond letter']);
    expect(new Date(list.body.notes[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list.body.notes[1].createdAt).getTime());

    const page2 = await portal.gql(
      'query($v:ID!){ companyNotes(vendorId:$v,options:{page:2,limit:1}){ totalCount notes: items { notes } } }',
      { v: vendorId },
      await token(),
    );
    expect(page2.body.data.companyNotes).toEqual({ totalCount: 2, notes: [{ notes: 'Asked for the bond letter' }] });

    const added = await audits('COMPANY_NOTE_ADDED');
    expect(added.map((a) => a.changes)).toEqual([
      { noteId: first.body.noteId, notes: 'Asked for the bond letter' },
      { noteId: second.body.data.addCompanyNote.noteId, notes: 'Bond letter received' },
    ]);
  });

  it('refuses a blank or too long note with the field named, writing nothing', async () => {
    const before = await portal.em().count(CompanyNote, {});
    const blank = await portal.rest('POST', `/vendors/${vendorId}/notes`, { token: await token(), body: { notes: '   ' } });
    expect([blank.status, blank.body.errors]).toEqual([400, { notes: 'Note is required' }]);
    const missing = await portal.rest('POST', `/vendors/${vendorId}/notes`, { token: await token(), body: {} });
    expect([missing.status, missing.body.errors]).toEqual([400, { notes: 'Note is required' }]);
    const long = await portal.gql('mutation($v:ID!,$n:String!){ addCompanyNote(vendorId:$v,notes:$n){ noteId } }', { v: vendorId, n: 'x'.repeat(2001) }, await token());
    expect(long.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { notes: 'Note must be at most 2000 characters' } });
    expect(await portal.em().count(CompanyNote, {})).toBe(before);
  });

  it('answers 404 for a company or note that does not exist (never 500)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await portal.rest('GET', `/vendors/${missing}/notes`, { token: await token() })).status).toBe(404);
    expect((await portal.rest('GET', `/vendors/not-a-uuid/notes`, { token: await token() })).status).toBe(404);
    expect((await portal.rest('POST', `/vendors/${missing}/notes`, { token: await token(), body: { notes: 'x' } })).status).toBe(404);
    expect((await portal.rest('DELETE', `/vendors/notes/${missing}`, { token: await token('SYSTEM_ADMIN') })).status).toBe(404);
  });

  it('lets only the system admin delete a note, audited with what it said', async () => {
    const { body } = await portal.rest('POST', `/vendors/${vendorId}/notes`, { token: await token(), body: { notes: 'To be removed' } });
    const refused = await portal.rest('DELETE', `/vendors/notes/${body.noteId}`, { token: await token('PREQUAL_ADMIN') });
    expect(refused.status).toBe(403);
    expect(await portal.em().count(CompanyNote, { id: body.noteId })).toBe(1);
    const done = await portal.rest('DELETE', `/vendors/notes/${body.noteId}`, { token: await token('SYSTEM_ADMIN') });
    expect(done.status).toBe(200);
    expect(await portal.em().count(CompanyNote, { id: body.noteId })).toBe(0);
    const [entry] = await audits('COMPANY_NOTE_DELETED');
    expect(entry!.changes).toEqual({ noteId: body.noteId, notes: 'To be removed', createdBy: 'Priya Admin' });
    expect(entry!.performedBy).toBe('Sam Carter');
  });
});

describe('comments', () => {
  it('adds comments (REST and GraphQL), newest first, and only the system admin deletes one', async () => {
    const rest = await portal.rest('POST', `/vendors/comment/${vendorId}`, { token: await token(), body: { comment: 'Strong safety record' } });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ vendorId, commentText: 'Strong safety record', commentedBy: 'Priya Admin' });
    const gql = await portal.gql(
      'mutation($v:ID!,$c:String!){ addCompanyComment(vendorId:$v,comment:$c){ commentId commentText } }',
      { v: vendorId, c: 'Met the owner' },
      await token('SYSTEM_ADMIN'),
    );
    expect(gql.body.errors).toBeUndefined();

    const list = await portal.gql(
      'query($v:ID!){ companyComments(vendorId:$v){ totalCount comments: items { commentText commentedBy commentDate } } }',
      { v: vendorId },
      await token('PREQUAL_VIEWER'),
    );
    expect(list.body.data.companyComments.totalCount).toBe(2);
    expect(list.body.data.companyComments.comments.map((c: { commentText: string }) => c.commentText)).toEqual(['Met the owner', 'Strong safety record']);
    const restList = await portal.rest('GET', `/vendors/${vendorId}/comments`, { token: await token() });
    expect(restList.body.comments.map((c: { commentText: string }) => c.commentText)).toEqual(['Met the owner', 'Strong safety record']);

    expect((await portal.rest('DELETE', `/vendors/comment/${rest.body.commentId}`, { token: await token('PREQUAL_REVIEWER') })).status).toBe(403);
    const deleted = await portal.gql(
      'mutation($id:ID!){ deleteCompanyComment(commentId:$id){ commentText } }',
      { id: rest.body.commentId },
      await token('SYSTEM_ADMIN'),
    );
    expect(deleted.body.data.deleteCompanyComment.commentText).toBe('Strong safety record');
    expect(await portal.em().count(CompanyComment, { id: rest.body.commentId })).toBe(0);
    expect((await audits('COMPANY_COMMENT_ADDED')).length).toBe(2);
    expect((await audits('COMPANY_COMMENT_DELETED')).map((a) => a.changes)).toEqual([
      { commentId: rest.body.commentId, commentText: 'Strong safety record', commentedBy: 'Priya Admin' },
    ]);
  });

  it("refuses a blank comment or one of 255 characters or more with the spec's words, writing nothing", async () => {
    const before = await portal.em().count(CompanyComment, {});
    const blank = await portal.rest('POST', `/vendors/comment/${vendorId}`, { token: await token(), body: { comment: ' ' } });
    expect([blank.status, blank.body.errors]).toEqual([400, { comment: 'Comment is required' }]);
    const long = await portal.rest('POST', `/vendors/comment/${vendorId}`, { token: await token(), body: { comment: 'x'.repeat(255) } });
    expect([long.status, long.body.errors]).toEqual([400, { comment: 'Comment should be less than 255 characters' }]);
    const fits = await portal.rest('POST', `/vendors/comment/${vendorId}`, { token: await token(), body: { comment: 'x'.repeat(254) } });
    expect(fits.status).toBe(201);
    expect(await portal.em().count(CompanyComment, {})).toBe(before + 1);
  });
});
