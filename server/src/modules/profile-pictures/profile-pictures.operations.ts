import { PROFILE_PICTURE_MAX_BYTES } from '@portal/common/validation/profile-picture';
import type { NextFunction, Request, Response } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { GraphQLUpload } from '../../graphql/upload.js';
import { idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { multipartForm } from '../../rest/multipart.js';
import type { IncomingFile } from '../files/index.js';
import { toUserView, UserType } from '../users/index.js';

/** Checks who may change the picture before the body is read (as POST /s3files/upload does). */
function mayChange(req: Request, _res: Response, next: NextFunction) {
  req.ctx
    .getActor()
    .then((actor) => req.ctx.services.profilePictures.target(actor!, String(req.params.id)))
    .then(() => next(), next);
}

/**
 * Profile pictures (the Profile page's "profile picture", both specification files): POST /users/{id}/profile-picture
 * (multipart `file`) and DELETE /users/{id}/profile-picture, and their GraphQL twins; the picture itself is the
 * user's `profilePic` address, served by profile-picture.routes.ts.
 */
export const profilePicturesOperations = {
  uploadProfilePicture: operation({
    access: 'profile.update',
    description: "A user's new profile picture (PNG, JPEG or WebP by its bytes, at most 5 MB): oneself, or as one who may edit the profile.",
    // The file: GraphQL's Upload (a promise of it, read only after the check) or the multipart reader's file.
    input: z.object({ userId: idInput, file: z.unknown() }),
    run: async ({ services, actor, input }) => {
      // Who may is known before the upload's bytes are read.
      await services.profilePictures.target(actor, input.userId);
      const file = (await input.file) as IncomingFile | null | undefined;
      return toUserView(await services.profilePictures.upload(actor, input.userId, file));
    },
    graphql: { kind: 'mutation', returns: () => UserType, args: { userId: arg(() => ID), file: arg(() => GraphQLUpload) } },
    rest: {
      method: 'post',
      path: '/users/:id/profile-picture',
      status: 201,
      before: [mayChange, multipartForm({ fileFields: ['file'], maxFileBytes: PROFILE_PICTURE_MAX_BYTES })],
      input: (req) => ({ userId: String(req.params.id), file: req.uploads?.file }),
    },
  }),

  removeProfilePicture: operation({
    access: 'profile.update',
    description: "Removes a user's profile picture; the initials show instead.",
    input: z.object({ userId: idInput }),
    run: async ({ services, actor, input }) => toUserView(await services.profilePictures.remove(actor, input.userId)),
    graphql: { kind: 'mutation', returns: () => UserType, args: { userId: arg(() => ID) } },
    rest: { method: 'delete', path: '/users/:id/profile-picture', input: (req) => ({ userId: String(req.params.id) }) },
  }),
};
