import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { allow } from '../../rest/allow.js';
import { download, route } from '../../rest/http.js';
import { multipartForm } from '../../rest/multipart.js';
import { isPreviewable, storedFileUrl } from './file-views.js';
import type { UploadTarget } from './files.service.js';

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The upload's destination, checked by mayUpload before the body is read, for the route that stores it. */
const uploadTargets = new WeakMap<Request, UploadTarget>();

/**
 * Checks who may upload where before the body is read: a replacement (fileId) by the file's company, else the
 * area and the company of the query.
 */
function mayUpload(req: Request, _res: Response, next: NextFunction) {
  const q = req.query;
  req.ctx
    .getActor()
    .then((actor) => {
      const files = req.ctx.services.files;
      return textOf(q.fileId)?.trim()
        ? files.replaceTarget(actor, q.fileId, q.vendorId, q.expiresAt)
        : files.uploadTarget(actor, q.uploadedArea, q.vendorId, q.expiresAt);
    })
    .then((target) => {
      uploadTargets.set(req, target);
      next();
    }, next);
}

/** `inline` or `attachment` with the file's name, ASCII for old clients and UTF-8 for the rest. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * REST facade for stored files (specification section 7, Files):
 * - GET /files/{fileId}/content: a file with the bearer token (the UploadedFile url of the forms).
 * - GET /files/vendor/{vendorId}/files?limit&page&type: a company's files, `{ data, totalCount }`.
 * - GET /files/files?fileId: one file. PUT or POST /files/{fileId}/rename `{ newName }`. DELETE /files/files/{fileId}.
 * - PUT /files/{fileId}/expiry `{ expiresAt }`: a document's expiry date (beyond the specification).
 * - GET /files/{fileId}/view-link?mode=view: a short-lived link; GET /s3files/view?s3FilePath&authToken[&mode=view]
 *   opens it without the session (the token is signed for that one file).
 * - GET /files/folders?search&page&limit: the admin file manager's folders (approved companies, 28 a page).
 * - POST /s3files/upload?uploadedArea=GENERAL|ESSENTIAL&vendorId=[&fileId=][&expiresAt=] (multipart `file`):
 *   `{ url, fileId, name }`; with fileId, a new version of that file under a new fileId (docs/file-versions.md).
 *   Who may upload is checked before a byte of the body is read.
 */
export function filesRoutes(): Router {
  const r = Router();
  r.get(
    '/files/folders',
    allow('files.folders'),
    route(async (ctx, req) => {
      const q = req.query;
      return ctx.services.fileManager.folders(await ctx.getActor(), {
        search: textOf(q.search) ?? '',
        page: textOf(q.page) || undefined,
        limit: textOf(q.limit) || undefined,
      });
    }),
  );
  r.get(
    '/files/folders/:vendorId',
    allow('files.folders'),
    route(async (ctx, req) => ctx.services.fileManager.folder(await ctx.getActor(), String(req.params.vendorId))),
  );
  r.get(
    '/files/vendor/:vendorId/files',
    allow('files.read'),
    route(async (ctx, req) => {
      const q = req.query;
      return ctx.services.fileManager.list(await ctx.getActor(), String(req.params.vendorId), {
        type: textOf(q.type) || undefined,
        page: textOf(q.page) || undefined,
        limit: textOf(q.limit) || undefined,
        sortField: textOf(q.sortField) || undefined,
        sortOrder: textOf(q.sortOrder) || undefined,
      });
    }),
  );
  r.get(
    '/files/files',
    allow('files.read'),
    route(async (ctx, req) => ctx.services.fileManager.get(await ctx.getActor(), textOf(req.query.fileId) ?? '')),
  );
  const rename = route(async (ctx, req) =>
    ctx.services.fileManager.rename(await ctx.getActor(), String(req.params.fileId), (req.body as { newName?: unknown } | undefined)?.newName),
  );
  r.put('/files/:fileId/rename', allow('files.edit'), rename);
  r.post('/files/:fileId/rename', allow('files.edit'), rename);
  r.put(
    '/files/:fileId/expiry',
    allow('files.manage'),
    route(async (ctx, req) =>
      ctx.services.fileManager.setExpiry(await ctx.getActor(), String(req.params.fileId), (req.body as { expiresAt?: unknown } | undefined)?.expiresAt ?? null),
    ),
  );
  r.delete(
    '/files/files/:fileId',
    allow('files.edit'),
    route(async (ctx, req) => {
      await ctx.services.fileManager.remove(await ctx.getActor(), String(req.params.fileId));
      return { success: true };
    }),
  );
  r.get(
    '/files/:fileId/view-link',
    allow('files.read'),
    route(async (ctx, req) => ctx.services.fileManager.viewLink(await ctx.getActor(), String(req.params.fileId), req.query.mode)),
  );
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
  r.post(
    '/s3files/upload',
    allow('files.read'),
    mayUpload,
    multipartForm({ fileFields: ['file'], maxFileBytes: UPLOAD_MAX_BYTES }),
    route(async (ctx, req) => {
      const stored = await ctx.services.files.upload(uploadTargets.get(req)!, req.uploads?.file);
      return { url: storedFileUrl(stored.id), fileId: stored.id, name: stored.fileName };
    }, 201),
  );
  return r;
}
