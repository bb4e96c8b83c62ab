import type { NextFunction, Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.js';
import { toAppError } from '../errors-map.js';
import { httpStatusFor } from '../errors.js';
import { refuseNul } from '../nul-characters.js';

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
 * Refuses a NUL character anywhere in what the caller sent (address, query, body, file names): PostgreSQL
 * cannot store it and would fail the query with a 500. Every route goes through this (route() and download()).
 */
function refuseNulInput(req: Request): void {
  refuseNul(req.params, (p) => `the address (${p})`);
  refuseNul(req.query, (p) => `the query parameter "${p}"`);
  refuseNul(req.body, (p) => (p ? `the field "${p}"` : 'the request body'));
  for (const [field, file] of Object.entries(req.uploads ?? {})) refuseNul(file.filename, () => `the file name of "${field}"`);
}

/** Wraps a route: run it with the request's context and answer its result as JSON. */
export function route(fn: (ctx: RequestContext, req: Request) => Promise<unknown>, status = 200) {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => refuseNulInput(req))
      .then(() => fn(req.ctx, req))
      .then((body) => res.status(status).json(body ?? { success: true }))
      .catch(next);
  };
}

/** Wraps a route that answers a stored file: streamed, never held in memory, as an attachment. */
export function download(fn: (ctx: RequestContext, req: Request) => Promise<{ stream: Readable; fileName: string; contentType: string; size: number }>) {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => refuseNulInput(req))
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
  };
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
