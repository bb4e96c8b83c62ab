import { PROFILE_PICTURE_MAX_BYTES } from '@portal/common/validation/profile-picture';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { multipartForm } from '../../rest/multipart.js';
import { toUserView } from '../users/index.js';

/** Checks who may change the picture before the body is read (as POST /s3files/upload does). */
function mayChange(req: Request, _res: Response, next: NextFunction) {
  req.ctx
    .getActor()
    .then((actor) => req.ctx.services.profilePictures.target(actor, String(req.params.id)))
    .then(() => next(), next);
}

/**
 * REST facade of profile pictures (the Profile page's "profile picture", both specification files):
 * - POST /users/{id}/profile-picture (multipart `file`: PNG, JPEG or WebP by its bytes, at most 5 MB): the user.
 * - DELETE /users/{id}/profile-picture: the user, without a picture.
 * - GET /users/{id}/profile-picture?v=: the picture, for a signed-in caller who may read the user. The address
 *   (the user's `profilePic`) carries the content's hash, so it is cached for good while it is current.
 */
export function profilePictureRoutes(): Router {
  const r = Router();
  r.post(
    '/users/:id/profile-picture',
    allow('profile.update'),
    mayChange,
    multipartForm({ fileFields: ['file'], maxFileBytes: PROFILE_PICTURE_MAX_BYTES }),
    route(async (ctx, req) => toUserView(await ctx.services.profilePictures.upload(await ctx.getActor(), String(req.params.id), req.uploads?.file)), 201),
  );
  r.delete(
    '/users/:id/profile-picture',
    allow('profile.update'),
    route(async (ctx, req) => toUserView(await ctx.services.profilePictures.remove(await ctx.getActor(), String(req.params.id)))),
  );
  r.get('/users/:id/profile-picture', allow('users.read'), (req: Request, res: Response, next: NextFunction) => {
    req.ctx
      .getActor()
      .then((actor) => req.ctx.services.profilePictures.content(actor, String(req.params.id)))
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
        if (req.headers['if-none-match'] === etag) {
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
