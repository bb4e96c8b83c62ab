/**
 * What staff write on a company's page (admin specification sections 2, 5 and 7): notes (POST vendors/{id}/notes
 * `{ notes }`), comments (POST vendors/comment/{id} `{ comment }`, required and under 255 characters) and the ERP id
 * (PATCH vendors/{id} `{ source: generalInfo, hb_erpid }`). The screens and the server parse with the same schemas.
 */
import { z } from 'zod';
import { commentTextSchema } from './approval.js';
import { cleanMultilineText, cleanText } from './fields.js';

/** The longest note kept (the Add Note dialog counts down to it). */
export const NOTE_MAX = 2000;
/** The longest ERP id (the builder's ERP keys are short codes). */
export const ERP_ID_MAX = 64;

export const COMPANY_NOTE_MESSAGES = {
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${NOTE_MAX} characters`,
  erpIdTooLong: `ERP Id must be at most ${ERP_ID_MAX} characters`,
  erpIdMissing: 'hb_erpid is required (send an empty value to clear the ERP Id)',
} as const;

/** A note: cleaned, trimmed, required, at most NOTE_MAX characters. */
export const noteTextSchema = z
  .string({ error: COMPANY_NOTE_MESSAGES.noteRequired })
  .transform((v) => cleanMultilineText(v).trim())
  .pipe(z.string().min(1, COMPANY_NOTE_MESSAGES.noteRequired).max(NOTE_MAX, COMPANY_NOTE_MESSAGES.noteTooLong));

export const addNoteSchema = z.object({ notes: noteTextSchema });
export type AddNoteInput = z.input<typeof addNoteSchema>;

/** A comment on the company's Main tab: required, under 255 characters ('Comment should be less than 255 characters'). */
export const addCommentSchema = z.object({ comment: commentTextSchema });
export type AddCommentInput = z.input<typeof addCommentSchema>;

/** The ERP id: trimmed; blank clears it (null). */
export const erpIdSchema = z
  .string({ error: COMPANY_NOTE_MESSAGES.erpIdMissing })
  .nullable()
  .transform((v) => (v == null ? '' : cleanText(v).trim()))
  .pipe(z.string().max(ERP_ID_MAX, COMPANY_NOTE_MESSAGES.erpIdTooLong))
  .transform((v) => (v === '' ? null : v));
