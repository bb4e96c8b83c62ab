import { Router, type NextFunction, type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { allow } from '../../rest/allow.js';
import { download } from '../../rest/http.js';
import { isPreviewable } from './file-views.js';

/** `inline` or `attachment` with the file's name, ASCII for old clients and UTF-8 for the rest. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The REST routes of stored files written by hand (the file managers' operations come from files.operations.ts):
 * the two that answer a file's bytes, which stay routes of their own because they stream the content with its own headers
 * (its name, type and length, no caching) instead of answering an operation's JSON:
 * - GET /files/{fileId}/content: a file with the bearer token (the UploadedFile url of the forms).
 * - GET /s3files/view?s3FilePath&authToken[&mode=view]: what a link of GET /files/{fileId}/view-link opens, without
 *   the session (the token is signed for that one file); inline or as an attachment.
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
  // Public: the link's own token, signed for this one file and valid for minutes, is the credential (never the session).
  r.get('/s3files/view', allow('public'), (req: Request, res: Response, next: NextFunction) => {
    req.ctx.services.fileManager
      .view(req.query.s3FilePath, req.query.authToken)
      .then(({ file, stream }) => {
        const inline = req.query.mode === 'view' && isPreviewable(file.fileName);
        res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName));
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('Content-Length', String(file.size));
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // The link's token stays out of the Referer of anything the file links to.
        res.setHeader('Referrer-Policy', 'no-referrer');
        pipeline(stream, res).catch(() => {});
      })
      .catch(next);
  });
  return r;
}
