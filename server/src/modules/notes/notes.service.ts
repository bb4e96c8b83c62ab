import type { EntityManager } from '@mikro-orm/postgresql';
import { listQuerySchema } from '@portal/common/validation/auth';
import { addCommentSchema, addNoteSchema } from '@portal/common/validation/company-notes';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError, parseInput } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { CompanyComment } from './company-comment.entity.js';
import { CompanyNote } from './company-note.entity.js';
import { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST, type CommentRow, type CompanyTextQuery, type NoteRow } from './notes-list.js';

const pagingSchema = listQuerySchema.pick({ page: true, limit: true }).extend({ sortOrder: z.enum(['ASC', 'DESC']).nullish() });

export interface CompanyTextPage<Row> {
  rows: Row[];
  totalCount: number;
}

/**
 * Staff notes (the Notes tab) and comments (the Main tab) on a company. Internal roles read them; the roles that
 * edit company detail add them; only the system admin deletes them. Each change is audited against the company
 * in the change's own transaction.
 */
export class CompanyNotesService {
  constructor(private readonly em: EntityManager) {}

  /** GET /vendors/{id}/notes: newest first, paged. */
  async notes(actor: Actor | null, vendorId: string, paging: unknown = {}): Promise<CompanyTextPage<NoteRow>> {
    return this.page<NoteRow>(actor, vendorId, paging, COMPANY_NOTES_LIST);
  }

  /** The Main tab's comments: newest first, paged. */
  async comments(actor: Actor | null, vendorId: string, paging: unknown = {}): Promise<CompanyTextPage<CommentRow>> {
    return this.page<CommentRow>(actor, vendorId, paging, COMPANY_COMMENTS_LIST);
  }

  /** POST /vendors/{id}/notes `{ notes }`. */
  async addNote(actor: Actor | null, vendorId: string, input: unknown): Promise<NoteRow> {
    const a = authorize(actor, 'companyNotes.write');
    const { notes } = parseInput(addNoteSchema, input ?? {});
    return this.em.transactional(async (tx) => {
      const vendor = await companyOf(tx, vendorId);
      const note = tx.create(CompanyNote, { vendor, notes, createdById: a.userId, createdBy: a.name });
      audit(tx, a, { entityType: 'Vendor', entityId: vendor.id, action: 'COMPANY_NOTE_ADDED', changes: { noteId: note.id, notes } });
      await tx.flush();
      return toNoteRow(note);
    });
  }

  /** DELETE /vendors/notes/{noteId}: the system admin only. */
  async deleteNote(actor: Actor | null, noteId: string): Promise<NoteRow> {
    const a = authorize(actor, 'companyNotes.delete');
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
  async addComment(actor: Actor | null, vendorId: string, input: unknown): Promise<CommentRow> {
    const a = authorize(actor, 'companyNotes.write');
    const { comment } = parseInput(addCommentSchema, input ?? {});
    return this.em.transactional(async (tx) => {
      const vendor = await companyOf(tx, vendorId);
      const row = tx.create(CompanyComment, { vendor, commentText: comment, commentedById: a.userId, commentedBy: a.name });
      audit(tx, a, { entityType: 'Vendor', entityId: vendor.id, action: 'COMPANY_COMMENT_ADDED', changes: { commentId: row.id, commentText: comment } });
      await tx.flush();
      return toCommentRow(row);
    });
  }

  /** DELETE /vendors/comment/{id}: the system admin only. */
  async deleteComment(actor: Actor | null, commentId: string): Promise<CommentRow> {
    const a = authorize(actor, 'companyNotes.delete');
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

  private async page<Row>(actor: Actor | null, vendorId: string, paging: unknown, spec: ListSpec<CompanyTextQuery>): Promise<CompanyTextPage<Row>> {
    authorize(actor, 'companyDetail.read');
    const { page, limit, sortOrder } = parseInput(pagingSchema, paging ?? {});
    const vendor = await companyOf(this.em, vendorId);
    return listPage<CompanyTextQuery, Row>(this.em, spec, { vendorId: vendor.id, page, limit, sortOrder: sortOrder ?? null });
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
