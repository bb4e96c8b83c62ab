import { addCommentSchema, addNoteSchema } from '@portal/common/validation/company-notes';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { arg, operation } from '../../operations/operation.js';
import { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST, type CommentRow, type NoteRow } from './notes-list.js';
import { companyCommentsInput, companyNotesInput } from './notes.service.js';
import {
  CompanyCommentPageType,
  CompanyCommentsListOptions,
  CompanyCommentType,
  CompanyNotePageType,
  CompanyNotesListOptions,
  CompanyNoteType,
} from './notes.types.js';

/** The company a list of notes or comments belongs to: GraphQL's argument beside `options`, REST's path. */
const ofCompany = { vendorId: arg(() => ID) };

/**
 * A company's notes (the Notes tab) and comments (the Main tab's Comments), admin specification section 7:
 * GET and POST vendors/{id}/notes, DELETE vendors/notes/{noteId}, POST vendors/comment/{id} (the company's id)
 * and DELETE vendors/comment/{id} (the comment's id); GET vendors/{id}/comments lists them (beyond the
 * specification, which loads them with the company). Internal roles read, the roles that edit company detail
 * add, the system admin deletes.
 */
export const notesOperations = {
  companyNotes: operation({
    access: 'companyDetail.read',
    description: "A company's notes, newest first (page from 1, limit default 25, at most 1000).",
    input: companyNotesInput,
    run: ({ services, input }) => services.companyNotes.notes(input),
    graphql: listQueryBinding(CompanyNotesListOptions, CompanyNotePageType, undefined, ofCompany),
    // The specification's answer: notes, totalCount.
    rest: listRestBinding(COMPANY_NOTES_LIST, '/vendors/:vendorId/notes', ({ items, totalCount }: ListPageResult<NoteRow>) => ({ notes: items, totalCount })),
  }),

  companyComments: operation({
    access: 'companyDetail.read',
    description: "A company's comments, newest first (page from 1, limit default 25, at most 1000).",
    input: companyCommentsInput,
    run: ({ services, input }) => services.companyNotes.comments(input),
    graphql: listQueryBinding(CompanyCommentsListOptions, CompanyCommentPageType, undefined, ofCompany),
    rest: listRestBinding(COMPANY_COMMENTS_LIST, '/vendors/:vendorId/comments', ({ items, totalCount }: ListPageResult<CommentRow>) => ({
      comments: items,
      totalCount,
    })),
  }),

  addCompanyNote: operation({
    access: 'companyNotes.write',
    description: 'Adds a note to a company: required, at most 2000 characters.',
    input: addNoteSchema.extend({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.companyNotes.addNote(actor, input),
    graphql: { kind: 'mutation', returns: () => CompanyNoteType, args: { vendorId: arg(() => ID), notes: arg(() => String) } },
    rest: { method: 'post', path: '/vendors/:vendorId/notes', status: 201 },
  }),

  deleteCompanyNote: operation({
    access: 'companyNotes.delete',
    description: 'Deletes a note (the system admin only); answers the deleted note.',
    input: z.object({ noteId: idInput }),
    run: ({ services, actor, input }) => services.companyNotes.deleteNote(actor, input.noteId),
    graphql: { kind: 'mutation', returns: () => CompanyNoteType, args: { noteId: arg(() => ID) } },
    rest: { method: 'delete', path: '/vendors/notes/:noteId' },
  }),

  addCompanyComment: operation({
    access: 'companyNotes.write',
    description: "Adds a comment to a company: required, under 255 characters ('Comment should be less than 255 characters').",
    input: addCommentSchema.extend({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.companyNotes.addComment(actor, input),
    graphql: { kind: 'mutation', returns: () => CompanyCommentType, args: { vendorId: arg(() => ID), comment: arg(() => String) } },
    // The path's id is the company's.
    rest: { method: 'post', path: '/vendors/comment/:vendorId', status: 201 },
  }),

  deleteCompanyComment: operation({
    access: 'companyNotes.delete',
    description: 'Deletes a comment (the system admin only); answers the deleted comment.',
    input: z.object({ commentId: idInput }),
    run: ({ services, actor, input }) => services.companyNotes.deleteComment(actor, input.commentId),
    graphql: { kind: 'mutation', returns: () => CompanyCommentType, args: { commentId: arg(() => ID) } },
    rest: { method: 'delete', path: '/vendors/comment/:commentId' },
  }),
};
