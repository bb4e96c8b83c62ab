import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { WriteStream } from 'fs-capacitor';
import { AppError } from '../errors.js';
import type { IncomingFile } from '../modules/files/incoming-file.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Files of a multipart body, by field name (see multipartForm). */
    uploads?: Record<string, IncomingFile>;
  }
}

const UNREADABLE = 'The multipart body could not be read.';

/**
 * Reads a multipart/form-data body for the REST facade: text fields into `req.body` (a repeated
 * name or `name[]` becomes a list; a value holding a JSON list or object is decoded, so `contacts`
 * can be sent as JSON), and the named file fields into `req.uploads`, spooled to temporary files
 * that are removed when the response ends. A file stops one byte past `maxFileBytes`, so the service
 * still sees it is too large and refuses it with the specification's message. Other bodies pass through.
 */
export function multipartForm(opts: { fileFields: readonly string[]; maxFileBytes: number }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: opts.maxFileBytes + 1, files: opts.fileFields.length, fields: 200, fieldSize: 1_000_000 },
      });
    } catch {
      return next(AppError.badInput(UNREADABLE));
    }
    const fields: Record<string, string | string[]> = {};
    const uploads: Record<string, IncomingFile> = {};
    const spools: WriteStream[] = [];
    res.once('close', () => spools.forEach((s) => s.release()));

    let done = false;
    const finish = (err?: unknown) => {
      if (done) return;
      done = true;
      if (err) {
        req.unpipe(parser);
        req.resume();
        return next(err);
      }
      req.body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));
      req.uploads = uploads;
      next();
    };

    parser.on('field', (name, value) => {
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      const prev = fields[key];
      if (prev === undefined) fields[key] = name.endsWith('[]') ? [value] : value;
      else fields[key] = [...(Array.isArray(prev) ? prev : [prev]), value];
    });
    parser.on('file', (name, stream, info) => {
      // A form's empty file input arrives as a part without a file name: no upload.
      if (!opts.fileFields.includes(name) || uploads[name] || !info.filename) {
        stream.resume();
        return;
      }
      const spool = new WriteStream();
      spools.push(spool);
      stream.on('error', (err) => spool.destroy(err));
      stream.pipe(spool);
      uploads[name] = { filename: info.filename, createReadStream: () => spool.createReadStream() };
    });
    parser.on('filesLimit', () => finish(AppError.badInput('Send one file per document.')));
    parser.on('error', () => finish(AppError.badInput(UNREADABLE)));
    parser.on('close', () => finish());
    req.pipe(parser);
  };
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
