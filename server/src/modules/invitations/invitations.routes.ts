import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { multipartForm } from '../../rest/multipart.js';
import { INVITATION_FILE_MAX_BYTES } from './invitation-csv.js';

/** REST facade of bulk invite (docs/api/bulk-invite.md): multipart with the CSV as the `file` field. */
export function invitationsRoutes(): Router {
  const r = Router();
  const csv = multipartForm({ fileFields: ['file'], maxFileBytes: INVITATION_FILE_MAX_BYTES });
  r.post(
    '/invitations/preview',
    allow('companies.invite'),
    csv,
    route(async (ctx, req) => ctx.services.invitations.preview(await ctx.getActor(), req.uploads?.file)),
  );
  r.post(
    '/invitations',
    allow('companies.invite'),
    csv,
    route(async (ctx, req) => ctx.services.invitations.send(await ctx.getActor(), req.uploads?.file), 201),
  );
  return r;
}
