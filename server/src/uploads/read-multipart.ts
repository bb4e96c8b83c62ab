import busboy from 'busboy';
import type { Request, Response } from 'express';
import { WriteStream } from 'fs-capacitor';
import type { Readable } from 'node:stream';
import { toAppError } from '../errors-map.js';
import type { AppError } from '../errors.js';
import { cutBody, stalledBody, unreadableBody } from './upload-errors.js';

/** A file of a multipart body, spooled whole to a temporary file before anyone reads it. */
export interface SpooledFile {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

export interface MultipartBody {
  /** Text parts in the order sent. */
  fields: { name: string; value: string; truncated: boolean }[];
  files: Map<string, SpooledFile>;
}

export interface ReadMultipartOptions {
  /**
   * Called as a file part begins: keep it (true), skip its bytes (false), or refuse the body (throw an AppError).
   * The text parts before it have been seen by `onField`.
   */
  acceptFile(name: string, filename: string): boolean;
  /** Called per text part as it arrives; throwing an AppError refuses the body. */
  onField?(name: string, value: string, truncated: boolean): void;
  /** A file is cut off one byte past this, so the service that reads it still sees it is too large. */
  maxFileBytes: number;
  /** File parts beyond this refuse the body with `tooManyFiles`. */
  maxFiles: number;
  tooManyFiles: AppError;
  maxFields: number;
  maxFieldBytes: number;
  /** No byte for this long: refused with 408. */
  idleTimeoutMs: number;
}

/**
 * Reads a whole multipart/form-data body before anything else runs: text parts into `fields`, accepted
 * files spooled to temporary files (fs-capacitor, under os.tmpdir()). Resolves only once the closing
 * boundary has arrived and every file is on disk, so a service never reads a file that is still coming.
 *
 * Every way a body can go wrong settles the promise with an AppError, never an unhandled `error` event:
 * a broken grammar or a body ending before its closing boundary is a 400, no byte for `idleTimeoutMs` a
 * 408, a connection closed mid-body a 400 nobody will read. On failure the temporary files are removed at
 * once and the answer closes the connection (the rest of the body is not waited for); on success they are
 * removed when the response has gone.
 */
export function readMultipart(req: Request, res: Response, opts: ReadMultipartOptions): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: opts.maxFileBytes + 1, files: opts.maxFiles, fields: opts.maxFields, fieldSize: opts.maxFieldBytes },
      });
    } catch (err) {
      // A multipart Content-Type without a boundary, or a malformed one.
      return reject(unreadableBody((err as Error).message));
    }

    const fields: MultipartBody['fields'] = [];
    const files = new Map<string, SpooledFile>();
    const spools: WriteStream[] = [];
    const parts: Readable[] = [];
    let failure: AppError | undefined;
    let settled = false;
    let parsed = false;

    // Each spool deletes its temporary file when destroyed: at once on failure, else once the answer has gone
    // (release() waits for read streams still open).
    res.once('close', () => spools.forEach((s) => s.release()));

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      // Ours (an AppError) as given; anything else (a disk that failed a write) is an internal error, logged.
      failure = toAppError(err);
      clearTimeout(idle);
      req.unpipe(parser);
      req.off('data', onData);
      // Destroyed with the failure: their read streams (if a reader began) end with it too, and the files go.
      for (const part of parts) part.destroy();
      for (const spool of spools) spool.destroy(failure);
      parser.destroy();
      // The rest of the body is not read: the answer ends the connection rather than wait for it.
      if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
      req.resume();
      reject(failure);
    };
    const succeedWhenDone = () => {
      if (settled || !parsed || spools.some((s) => !s.writableFinished)) return;
      settled = true;
      clearTimeout(idle);
      req.off('data', onData);
      resolve({ fields, files });
    };

    let idle = setTimeout(() => fail(stalledBody(opts.idleTimeoutMs)), opts.idleTimeoutMs);
    const onData = () => {
      clearTimeout(idle);
      idle = setTimeout(() => fail(stalledBody(opts.idleTimeoutMs)), opts.idleTimeoutMs);
    };
    req.on('data', onData);
    // Once the last byte is in, nothing can stall: what remains is the parser's and the disk's.
    req.once('end', () => clearTimeout(idle));
    // The client went away (or sent less than its Content-Length and closed): nobody waits for an answer.
    req.once('error', () => fail(cutBody()));
    req.once('close', () => {
      if (!req.complete) fail(cutBody());
    });

    parser.on('field', (name, value, info) => {
      if (settled) return;
      try {
        opts.onField?.(name, value, info.valueTruncated);
        fields.push({ name, value, truncated: info.valueTruncated });
      } catch (err) {
        fail(err);
      }
    });
    parser.on('file', (name, stream, info) => {
      parts.push(stream);
      // Whatever happens to this part is reported by the parser's own error below.
      stream.on('error', () => {});
      let keep = false;
      try {
        keep = !settled && !files.has(name) && opts.acceptFile(name, info.filename ?? '');
      } catch (err) {
        fail(err);
      }
      if (!keep) {
        stream.resume();
        return;
      }
      const spool = new WriteStream();
      spools.push(spool);
      // A disk that fails a write (or a destroy with the failure above) must never be an unhandled 'error'.
      spool.on('error', (err) => fail(err));
      spool.on('finish', succeedWhenDone);
      stream.pipe(spool);
      files.set(name, {
        filename: info.filename ?? '',
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: () => {
          if (failure) throw failure;
          return spool.createReadStream();
        },
      });
    });
    parser.on('filesLimit', () => fail(opts.tooManyFiles));
    // busboy reports a body that ends before its closing boundary and a broken part header here (and
    // destroys the file part under way with the same error, handled above).
    parser.on('error', (err: Error) => fail(/^Unexpected end of (form|file)$/.test(err.message) ? cutBody() : unreadableBody()));
    parser.on('close', () => {
      parsed = true;
      succeedWhenDone();
    });
    req.pipe(parser);
  });
}
