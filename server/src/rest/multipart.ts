import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { AppError } from '../errors.js';
import type { ObjectStorage } from '../integrations/storage/object-storage.js';
import type { IncomingFile } from '../uploads/incoming-file.js';
import { readMultipart } from '../uploads/read-multipart.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Files of a multipart body, by field name (see multipartForm). */
    uploads?: Record<string, IncomingFile>;
  }
  interface Locals {
    /** Where multipart uploads are streamed as they arrive (set by the composition root, app.ts). */
    uploadStorage?: ObjectStorage;
  }
}

type MultipartHandler = RequestHandler & { multipart: { fileFields: readonly string[] } };

/**
 * Reads a multipart/form-data body for the REST facade: text fields into `req.body` (a repeated
 * name or `name[]` becomes a list; a value holding a JSON list or object is decoded, so `contacts`
 * can be sent as JSON), and the named file fields into `req.uploads`, streamed into storage as they arrive
 * (staged: the service commits what it keeps, the rest is discarded before the answer goes). A file stops
 * one byte past `maxFileBytes`, so the service still sees it is too large and refuses it with the specification's message. The route runs only once
 * the whole body has arrived; a body cut short, stalled or malformed is refused here (uploads/read-multipart.ts).
 * Other bodies pass through.
 */
export function multipartForm(opts: { fileFields: readonly string[]; maxFileBytes: number }): RequestHandler {
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    const storage = req.app.locals.uploadStorage;
    if (!storage) return next(new Error('app.locals.uploadStorage is not set'));
    readMultipart(req, res, {
      storage,
      // A form's empty file input arrives as a part without a file name: no upload.
      acceptFile: (name, filename) => opts.fileFields.includes(name) && filename !== '',
      maxFileBytes: opts.maxFileBytes,
      maxFiles: opts.fileFields.length,
      tooManyFiles: AppError.badInput('Send one file per document.'),
      maxFields: 200,
      maxFieldBytes: 1_000_000,
      idleTimeoutMs: req.ctx.config.UPLOAD_IDLE_TIMEOUT_MS,
    }).then(({ fields, files }) => {
      const collected: Record<string, string | string[]> = {};
      for (const { name, value } of fields) {
        const key = name.endsWith('[]') ? name.slice(0, -2) : name;
        const prev = collected[key];
        if (prev === undefined) collected[key] = name.endsWith('[]') ? [value] : value;
        else collected[key] = [...(Array.isArray(prev) ? prev : [prev]), value];
      }
      req.body = Object.fromEntries(Object.entries(collected).map(([k, v]) => [k, decode(v)]));
      req.uploads = Object.fromEntries(files);
      next();
    }, next);
  };
  return Object.assign(handler, { multipart: { fileFields: opts.fileFields } }) satisfies MultipartHandler;
}

/** 'METHOD /path' of every route of a router (nested routers included) that reads a multipart body with multipartForm. */
export function multipartRoutes(router: Router): string[] {
  const out: string[] = [];
  const walk = (stack: unknown[]) => {
    for (const layer of stack as { route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] }; handle?: { stack?: unknown[] } }[]) {
      if (layer.route) {
        if (!layer.route.stack.some((l) => (l.handle as Partial<MultipartHandler>).multipart)) continue;
        for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: unknown[] }).stack);
  return out;
}

/** A JSON list or object sent as text is decoded (also item by item of a repeated field); anything else stays as sent. */
function decode(value: string | string[]): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
