import type { EntityManager } from '@mikro-orm/postgresql';
import type { addCommentSchema, addNoteSchema } from '@portal/common/validation/company-notes';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { idInput } from '../../operations/input.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { CompanyComment } from './company-comment.entity.js';
import { CompanyNote } from './company-note.entity.js';
import { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST, type CommentRow, type CompanyTextQuery, type NoteRow } from './notes-list.js';

/** A company's notes' (or comments') query: the company (from the path, or GraphQL's vendorId) and the list's paging and sort. */
export const companyNotesInput = listInputSchema(COMPANY_NOTES_LIST, { shape: { vendorId: idInput } });
export const companyCommentsInput = listInputSchema(COMPANY_COMMENTS_LIST, { shape: { vendorId: idInput } });
type CompanyTextPaging = z.output<typeof companyNotesInput> & { vendorId: string };

/**
 * Staff notes (the Notes tab) and comments (the Main tab) on a company. Who may call each is declared in
 * notes.operations.ts, which also parses the input. Each change is audited against the company in the
 * change's own transaction.
 */
export class CompanyNotesService {
  constructor(private readonly em: EntityManager) {}

  /** GET /vendors/{id}/notes: newest first, paged. */
  async notes(paging: CompanyTextPaging): Promise<ListPageResult<NoteRow>> {
    return this.page<NoteRow>(paging, COMPANY_NOTES_LIST);
  }

  /** The Main tab's comments: newest first, paged. */
  async comments(paging: CompanyTextPaging): Promise<ListPageResult<CommentRow>> {
    return this.page<CommentRow>(paging, COMPANY_COMMENTS_LIST);
  }

  /** POST /vendors/{id}/notes `{ notes }`. */
  async addNote(a: Actor, { vendorId, notes }: z.output<typeof addNoteSchema> & { vendorId: string }): Promise<NoteRow> {
    return this.em.transactional(async (tx) => {
      const vendor = await companyOf(tx, vendorId);
      const note = tx.create(CompanyNote, { vendor, notes, createdById: a.userId, createdBy: a.name });
      audit(tx, a, { entityType: 'Vendor', entityId: vendor.id, action: 'COMPANY_NOTE_ADDED', changes: { noteId: note.id, notes } });
      await tx.flush();
      return toNoteRow(note);
    });
  }

  /** DELETE /vendors/notes/{noteId}: the system admin only. */
  async deleteNote(a: Actor, noteId: string): Promise<NoteRow> {
    assertUuid(noteId, 'Note');
    return this.em.transactional(async (tx) => {
      const note = await tx.findOne(CompanyNote, { id: noteId });
      if (!note) throw AppError.notFound('Note');
      const row = toNoteRow(note);
      tx.remove(note);
      audit(tx, a, { entityType: 'Vendor', entityId: row.vendorId, action: 'COMPANY_NOTE_DELETED', changes: { noteId, notes: row.notes, createdBy: row.createdBy } });
      await tx.flush();
      return row;
    });
  }

  /** POST /vendors/comment/{id} `{ comment }`: required, under 255 characters. */
  async addComment(a: Actor, { vendorId, comment }: z.output<typeof addCommentSchema> & { vendorId: string }): Promise<CommentRow> {
    return this.em.transactional(async (tx) => {
      const vendor = await companyOf(tx, vendorId);
      const row = tx.create(CompanyComment, { vendor, commentText: comment, commentedById: a.userId, commentedBy: a.name });
      audit(tx, a, { entityType: 'Vendor', entityId: vendor.id, action: 'COMPANY_COMMENT_ADDED', changes: { commentId: row.id, commentText: comment } });
      await tx.flush();
      return toCommentRow(row);
    });
  }

  /** DELETE /vendors/comment/{id}: the system admin only. */
  async deleteComment(a: Actor, commentId: string): Promise<CommentRow> {
    assertUuid(commentId, 'Comment');
    return this.em.transactional(async (tx) => {
      const comment = await tx.findOne(CompanyComment, { id: commentId });
      if (!comment) throw AppError.notFound('Comment');
      const row = toCommentRow(comment);
      tx.remove(comment);
      audit(tx, a, {
        entityType: 'Vendor',
        entityId: row.vendorId,
        action: 'COMPANY_COMMENT_DELETED',
        changes: { commentId, commentText: row.commentText, commentedBy: row.commentedBy },
      });
      await tx.flush();
      return row;
    });
  }

  private async page<Row>(q: CompanyTextPaging, spec: ListSpec<CompanyTextQuery>): Promise<ListPageResult<Row>> {
    const vendor = await companyOf(this.em, q.vendorId);
    const { rows, totalCount } = await listPage<CompanyTextQuery, Row>(this.em, spec, { ...q, vendorId: vendor.id });
    return { items: rows, totalCount };
  }
}

/** The company a note or comment is about (a reference, its row checked to exist), or NOT_FOUND. */
async function companyOf(em: EntityManager, vendorId: string): Promise<Vendor> {
  assertUuid(vendorId, 'Company');
  if (!(await em.count(Vendor, { id: vendorId }))) throw AppError.notFound('Company');
  return em.getReference(Vendor, vendorId);
}

function toNoteRow(n: CompanyNote): NoteRow {
  return { noteId: n.id, vendorId: n.vendor.id, notes: n.notes, createdBy: n.createdBy, createdAt: n.createdAt };
}

function toCommentRow(c: CompanyComment): CommentRow {
  return { commentId: c.id, vendorId: c.vendor.id, commentText: c.commentText, commentedBy: c.commentedBy, commentDate: c.commentDate };
}
