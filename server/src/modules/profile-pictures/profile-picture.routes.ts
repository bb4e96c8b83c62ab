import { Router, type NextFunction, type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { readsHeaders, restHeader } from '../../operations/operation.js';
import { allow } from '../../rest/allow.js';

const IF_NONE_MATCH = restHeader('If-None-Match', 'The ETag of the picture the browser holds: answered 304 without the image while it is current.');

/**
 * The one REST route of profile pictures written by hand (the upload and the removal come from the operation
 * table): GET /users/{id}/profile-picture?v=, the picture, for a signed-in caller who may read the user. That one stays a
 * route of its own: it streams the image inline with its own caching (ETag, 304, immutable while its address is
 * current), which no operation's JSON or download answer does. The address (the user's `profilePic`) carries the
 * content's hash, so it is cached for good while it is current.
 */
export function profilePictureRoutes(): Router {
  const r = Router();
  r.get('/users/:id/profile-picture', allow('users.read'), readsHeaders(IF_NONE_MATCH), (req: Request, res: Response, next: NextFunction) => {
    req.ctx
      .getActor()
      .then((actor) => req.ctx.services.profilePictures.content(actor!, String(req.params.id)))
      .then(({ stream, contentType, version }) => {
        const etag = `"${version}"`;
        res.setHeader('Content-Type', contentType);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Disposition', 'inline');
        res.setHeader('ETag', etag);
        // Private: only the signed-in browser keeps it. The current address never changes content; any other
        // (an old `v`, or none) is checked again each time.
        res.setHeader('Cache-Control', req.query.v === version ? 'private, max-age=31536000, immutable' : 'private, no-cache');
        res.setHeader('Vary', 'Authorization');
        if (IF_NONE_MATCH.of(req) === etag) {
          stream.destroy();
          res.status(304).end();
          return;
        }
        pipeline(stream, res).catch(() => {});
      })
      .catch(next);
  });
  return r;
}
