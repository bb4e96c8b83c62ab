import { addCommentSchema, addNoteSchema } from '@portal/common/validation/company-notes';
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { absentIfNull, idInput, pagingInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { CompanyCommentPageType, CompanyCommentType, CompanyNotePageType, CompanyNoteType } from './notes.types.js';

/** A company's notes or comments, newest first (or oldest first with sortOrder ASC over REST). */
const companyTextPage = z.object({ vendorId: idInput, ...pagingInput, sortOrder: absentIfNull(z.enum(['ASC', 'DESC']).optional()) });
const pageArgs = { vendorId: arg(() => ID), page: arg(() => Int, { nullable: true }), limit: arg(() => Int, { nullable: true }) };

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
    input: companyTextPage,
    run: async ({ services, input }) => {
      const { rows, totalCount } = await services.companyNotes.notes(input);
      return { notes: rows, totalCount };
    },
    graphql: { kind: 'query', returns: () => CompanyNotePageType, args: pageArgs },
    rest: { method: 'get', path: '/vendors/:vendorId/notes' },
  }),

  companyComments: operation({
    access: 'companyDetail.read',
    description: "A company's comments, newest first (page from 1, limit default 25, at most 1000).",
    input: companyTextPage,
    run: async ({ services, input }) => {
      const { rows, totalCount } = await services.companyNotes.comments(input);
      return { comments: rows, totalCount };
    },
    graphql: { kind: 'query', returns: () => CompanyCommentPageType, args: pageArgs },
    rest: { method: 'get', path: '/vendors/:vendorId/comments' },
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
