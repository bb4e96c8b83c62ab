import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { allow } from '../../rest/allow.js';
import { download, route } from '../../rest/http.js';
import { multipartForm } from '../../rest/multipart.js';

/** Checks who may upload where (the area and the company of the query) before the body is read. */
function mayUpload(req: Request, _res: Response, next: NextFunction) {
  req.ctx
    .getActor()
    .then((actor) => req.ctx.services.files.uploadTarget(actor, req.query.uploadedArea, req.query.vendorId))
    .then(() => next(), next);
}

/**
 * REST facade for stored files: GET /files/{fileId}/content (the UploadedFile url), and POST
 * /s3files/upload?uploadedArea=ESSENTIAL&vendorId= (multipart `file`) answering `{ url, fileId, name }`.
 * The upload route's declared access is any signed-in role that may read files; who may upload depends on
 * the area (FilesService.uploadTarget) and is checked next, before a byte of the body is read.
 */
export function filesRoutes(): Router {
  const r = Router();
  r.get(
    '/files/:fileId/content',
    allow('files.read'),
    download(async (ctx, req) => {
      const { file, stream } = await ctx.services.files.content(await ctx.getActor(), String(req.params.fileId));
      return { stream, fileName: file.fileName, contentType: file.contentType, size: file.size };
    }),
  );
  r.post(
    '/s3files/upload',
    allow('files.read'),
    mayUpload,
    multipartForm({ fileFields: ['file'], maxFileBytes: UPLOAD_MAX_BYTES }),
    route(async (ctx, req) => {
      const files = ctx.services.files;
      const stored = await files.upload(files.uploadTarget(await ctx.getActor(), req.query.uploadedArea, req.query.vendorId), req.uploads?.file);
      return { url: `/api/v1/files/${stored.id}/content`, fileId: stored.id, name: stored.fileName };
    }, 201),
  );
  return r;
}
