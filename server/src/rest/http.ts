import type { NextFunction, Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.js';
import { toAppError } from '../errors-map.js';
import { httpStatusFor } from '../errors.js';
import { cleanFileName, refuseUnstorableText, stripControlInput } from '../text-input.js';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

/** Every REST answer but a download (which says `private, no-store`): never kept by a browser or a proxy. */
export function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * The text boundary of every route (route() and download(); server/src/text-input.ts): text PostgreSQL cannot
 * store (a NUL, a lone surrogate) anywhere in what the caller sent (address, query, body and multipart fields,
 * file names) is refused naming where it is, and the body's texts and the file names lose their control characters.
 */
function checkTextInput(req: Request): void {
  refuseUnstorableText(req.params, (p) => `the address (${p})`);
  refuseUnstorableText(req.query, (p) => `the query parameter "${p}"`);
  refuseUnstorableText(req.body, (p) => (p ? `the field "${p}"` : 'the request body'), { fields: true });
  for (const [field, file] of Object.entries(req.uploads ?? {})) file.filename = cleanFileName(file.filename, field);
  if (req.body !== undefined) req.body = stripControlInput(req.body);
}

/** Wraps a route: run it with the request's context and answer its result as JSON. */
export function route(fn: (ctx: RequestContext, req: Request) => Promise<unknown>, status = 200) {
  const handler = (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => checkTextInput(req))
      .then(() => fn(req.ctx, req))
      .then((body) => res.status(status).json(body ?? { success: true }))
      .catch(next);
  };
  // Its success status, for the OpenAPI document.
  return Object.assign(handler, { status });
}

/** Wraps a route that answers a stored file: streamed, never held in memory, as an attachment. */
export function download(fn: (ctx: RequestContext, req: Request) => Promise<{ stream: Readable; fileName: string; contentType: string; size: number }>) {
  return answering('file', (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => checkTextInput(req))
      .then(() => fn(req.ctx, req))
      .then(({ stream, fileName, contentType, size }) => {
        res.attachment(fileName);
        // After attachment(), which would set a type guessed from the name.
        res.setHeader('Content-Type', contentType);
        res.setHeader('Content-Length', String(size));
        res.setHeader('Cache-Control', 'private, no-store');
        // A client that goes away mid-download just ends the stream.
        pipeline(stream, res).catch(() => {});
      })
      .catch(next);
  });
}

/** What a route answers when it is not JSON: read by the OpenAPI document (operations/openapi.ts). */
export type AnswerKind = 'file' | 'csv' | 'html';

/** Marks a route's last handler with what it answers. */
export function answering<H extends object>(kind: AnswerKind, handler: H): H & { answers: AnswerKind } {
  return Object.assign(handler, { answers: kind });
}

/** REST errors answer `{ message, detail, type }` (type: the error's own type where it has one, else its code; plus field errors) with the code's HTTP status. */
export function restErrorHandler(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    // Body parser errors (malformed JSON, too large) carry their own status.
    const parserStatus = (err as { status?: number; type?: string })?.status;
    if (parserStatus && parserStatus >= 400 && parserStatus < 500 && (err as { type?: string }).type) {
      return res.status(parserStatus).json({ message: 'The request body could not be read.', detail: 'Send valid JSON.', type: 'BAD_USER_INPUT' });
    }
    const app = toAppError(err);
    const status = httpStatusFor(app.code);
    if (status >= 500) logger.error({ err: (app as { cause?: unknown }).cause ?? err }, 'request failed');
    if (app.options.retryAfterSeconds) res.setHeader('Retry-After', String(app.options.retryAfterSeconds));
    res.status(status).json({
      message: app.message,
      detail: app.options.detail ?? app.message,
      type: app.options.type ?? app.code,
      ...(app.options.fieldErrors ? { errors: app.options.fieldErrors } : {}),
    });
  };
}
