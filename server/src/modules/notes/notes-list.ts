import type { ListPaging, ListSpec } from '../../db/list-query.js';

/** A company's notes or comments, newest first by default. */
export interface CompanyTextQuery extends ListPaging {
  vendorId: string;
}

/** A row of the Notes tab (specification section 3: noteId, notes, createdBy, createdAt). */
export interface NoteRow {
  noteId: string;
  vendorId: string;
  notes: string;
  createdBy: string;
  createdAt: Date;
}

/** A comment of the Main tab (specification section 3: commentId, commentText, commentedBy, commentDate). */
export interface CommentRow {
  commentId: string;
  vendorId: string;
  commentText: string;
  commentedBy: string;
  commentDate: Date;
}

/** One company's notes: read from the (vendor_id, created_at, id) index, a page at a time. */
export const COMPANY_NOTES_LIST: ListSpec<CompanyTextQuery> = {
  name: 'company notes',
  table: 'company_note',
  alias: 'n',
  columns: { noteId: 'n.id', vendorId: 'n.vendor_id', notes: 'n.notes', createdBy: 'n.created_by', createdAt: 'n.created_at' },
  dates: ['createdAt'],
  where: (q) => [{ sql: 'n.vendor_id = ?', params: [q.vendorId] }],
  sorts: { createdAt: 'n.created_at' },
  // Newest first, or oldest first (sortOrder ASC).
  sortField: false,
  defaultSort: () => ({ field: 'createdAt', order: 'DESC' }),
  // A company's notes are few and counted through the same index.
  counterKey: () => null,
  indexes: ['company_note_vendor_created_idx'],
};

/** One company's comments: read from the (vendor_id, comment_date, id) index, a page at a time. */
export const COMPANY_COMMENTS_LIST: ListSpec<CompanyTextQuery> = {
  name: 'company comments',
  table: 'company_comment',
  alias: 'c',
  columns: { commentId: 'c.id', vendorId: 'c.vendor_id', commentText: 'c.comment_text', commentedBy: 'c.commented_by', commentDate: 'c.comment_date' },
  dates: ['commentDate'],
  where: (q) => [{ sql: 'c.vendor_id = ?', params: [q.vendorId] }],
  sorts: { commentDate: 'c.comment_date' },
  // Newest first, or oldest first (sortOrder ASC).
  sortField: false,
  defaultSort: () => ({ field: 'commentDate', order: 'DESC' }),
  counterKey: () => null,
  indexes: ['company_comment_vendor_date_idx'],
};
