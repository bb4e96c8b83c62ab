import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { download } from '../../rest/http.js';

/** REST facade for stored files: GET /files/{fileId}/content (the UploadedFile url). */
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
  return r;
}
