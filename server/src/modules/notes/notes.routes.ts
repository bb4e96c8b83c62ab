import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

/**
 * REST facade for a company's notes and comments (specification section 7): GET and POST vendors/{id}/notes,
 * DELETE vendors/notes/{noteId}, POST vendors/comment/{id} (the company's id) and DELETE vendors/comment/{id}
 * (the comment's id); GET vendors/{id}/comments lists them (beyond the specification, which loads them with the company).
 */
export function companyNotesRoutes(): Router {
  const r = Router();
  r.get(
    '/vendors/:vendorId/notes',
    allow('companyDetail.read'),
    route(async (ctx, req) => {
      const { rows, totalCount } = await ctx.services.companyNotes.notes(await ctx.getActor(), String(req.params.vendorId), req.query);
      return { notes: rows, totalCount };
    }),
  );
  r.post(
    '/vendors/:vendorId/notes',
    allow('companyNotes.write'),
    route(async (ctx, req) => ctx.services.companyNotes.addNote(await ctx.getActor(), String(req.params.vendorId), bodyOf(req)), 201),
  );
  r.delete(
    '/vendors/notes/:noteId',
    allow('companyNotes.delete'),
    route(async (ctx, req) => ctx.services.companyNotes.deleteNote(await ctx.getActor(), String(req.params.noteId))),
  );
  r.get(
    '/vendors/:vendorId/comments',
    allow('companyDetail.read'),
    route(async (ctx, req) => {
      const { rows, totalCount } = await ctx.services.companyNotes.comments(await ctx.getActor(), String(req.params.vendorId), req.query);
      return { comments: rows, totalCount };
    }),
  );
  r.post(
    '/vendors/comment/:vendorId',
    allow('companyNotes.write'),
    route(async (ctx, req) => ctx.services.companyNotes.addComment(await ctx.getActor(), String(req.params.vendorId), bodyOf(req)), 201),
  );
  r.delete(
    '/vendors/comment/:commentId',
    allow('companyNotes.delete'),
    route(async (ctx, req) => ctx.services.companyNotes.deleteComment(await ctx.getActor(), String(req.params.commentId))),
  );
  return r;
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
