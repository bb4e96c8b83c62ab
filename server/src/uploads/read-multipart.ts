import busboy from 'busboy';
import type { Request, Response } from 'express';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { toAppError } from '../errors-map.js';
import type { AppError } from '../errors.js';
import { UPLOAD_BUFFER_BYTES, type ObjectStorage, type StagedObject } from '../integrations/storage/object-storage.js';
import { useNativeBoundarySearch } from './boundary-search.js';
import type { IncomingFile } from './incoming-file.js';
import { HeadKeeper } from './head-keeper.js';
import { watchLastFileLength } from './last-file-length.js';
import { cutBody, stalledBody, unreadableBody } from './upload-errors.js';

/** A file of a multipart body, already in storage (staged) by the time anyone reads it. */
export interface ReceivedPart extends IncomingFile {
  mimetype: string;
  encoding: string;
  staged: NonNullable<IncomingFile['staged']>;
}

export interface MultipartBody {
  /** Text parts in the order sent. */
  fields: { name: string; value: string; truncated: boolean }[];
  files: Map<string, ReceivedPart>;
}

export interface ReadMultipartOptions {
  /** Where accepted files are streamed as they arrive. */
  storage: ObjectStorage;
  /**
   * Called as a file part begins: keep it (true), skip its bytes (false), or refuse the body (throw an AppError).
   * The text parts before it have been seen by `onField`.
   */
  acceptFile(name: string, filename: string): boolean;
  /** Called per text part as it arrives; throwing an AppError refuses the body. */
  onField?(name: string, value: string, truncated: boolean): void;
  /** A file is cut off one byte past this (nothing more is written), so the service that reads it still sees it is too large. */
  maxFileBytes: number;
  /** File parts beyond this refuse the body with `tooManyFiles`. */
  maxFiles: number;
  tooManyFiles: AppError;
  maxFields: number;
  maxFieldBytes: number;
  /** No byte from the client for this long: refused with 408. */
  idleTimeoutMs: number;
}

/** How long an answer waits for the request's unkept objects to be removed before it goes anyway. */
const RELEASE_WAIT_MS = 10_000;

/**
 * Reads a whole multipart/form-data body before anything else runs: text parts into `fields`, accepted
 * files streamed straight into storage as they arrive (ObjectStorage.stage: one write of their bytes, the
 * first bytes kept for a type check, and the file's length when it can be told before its bytes:
 * ./last-file-length.ts). Resolves only once the closing boundary has arrived and every file is
 * stored, so a service never reads a file that is still coming.
 *
 * Every way a body can go wrong settles the promise with an AppError, never an unhandled `error` event:
 * a broken grammar or a body ending before its closing boundary is a 400, no byte for `idleTimeoutMs` a
 * 408, a connection closed mid-body a 400 nobody will read. On failure the answer closes the connection
 * (the rest of the body is not waited for). Whatever the service did not commit (a refused file, a file of
 * a failed body, one only read) is discarded before the answer goes, or when the connection closes.
 */
export function readMultipart(req: Request, res: Response, opts: ReadMultipartOptions): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        // Room for a few socket reads in the parser and in each file it emits (see UPLOAD_BUFFER_BYTES).
        highWaterMark: UPLOAD_BUFFER_BYTES,
        fileHwm: UPLOAD_BUFFER_BYTES,
        limits: { fileSize: opts.maxFileBytes + 1, files: opts.maxFiles, fields: opts.maxFields, fieldSize: opts.maxFieldBytes },
      });
    } catch (err) {
      // A multipart Content-Type without a boundary, or a malformed one.
      return reject(unreadableBody((err as Error).message));
    }
    // Its boundaries found by a native search, not a loop in JavaScript over every byte of the files (./boundary-search.ts).
    useNativeBoundarySearch(parser);

    // What a file part's length is if it is the body's last part, for a store that wants it before the bytes (S3).
    const lastFileLength = watchLastFileLength(req.headers, parser);
    const fields: MultipartBody['fields'] = [];
    const files = new Map<string, ReceivedPart>();
    /** Each accepted file's way into storage: settled once it is stored (or failed and removed). */
    const stagings: Promise<StagedObject | null>[] = [];
    let stored = 0;
    const feeds: HeadKeeper[] = [];
    const parts: Readable[] = [];
    let failure: AppError | undefined;
    let settled = false;
    let parsed = false;

    releaser(req, res, stagings);

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      // Ours (an AppError) as given; anything else (a store that failed a write) is an internal error, logged.
      failure = toAppError(err);
      clearTimeout(idle);
      req.unpipe(parser);
      req.off('data', onData);
      // Destroyed with the failure: the files under way stop, and the store removes what they wrote.
      for (const part of parts) part.destroy();
      for (const feed of feeds) feed.destroy(failure);
      parser.destroy();
      // The rest of the body is not read: the answer ends the connection rather than wait for it.
      if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
      req.resume();
      reject(failure);
    };
    const succeedWhenDone = () => {
      if (settled || !parsed || stored < stagings.length) return;
      settled = true;
      clearTimeout(idle);
      req.off('data', onData);
      resolve({ fields, files });
    };

    // One timer for the whole body, pushed back by each read (refresh(): no new timer per 64 KiB read, some 400 a 25 MiB file).
    const idle = setTimeout(() => {
      // Paused by backpressure (the store is slower than the client): the wait is ours, not the client's.
      if (req.readableFlowing === false && !req.complete) idle.refresh();
      else fail(stalledBody(opts.idleTimeoutMs));
    }, opts.idleTimeoutMs);
    const onData = () => {
      idle.refresh();
    };
    req.on('data', onData);
    // Once the last byte is in, nothing can stall: what remains is the parser's and the store's.
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
      // Told now, while the parser is still at this part's header; a file that would be refused anyway is not streamed so.
      const expectedBytes = lastFileLength();
      const feed = new HeadKeeper({ highWaterMark: UPLOAD_BUFFER_BYTES });
      feeds.push(feed);
      // Its failure reaches the store's write (which removes what it wrote) and is reported by fail(); destroyed
      // before the store has attached to it, it must not be an unhandled 'error' either.
      feed.on('error', () => {});
      stream.pipe(feed);
      const part: Partial<ReceivedPart> & Pick<ReceivedPart, 'filename' | 'mimetype' | 'encoding'> = {
        filename: info.filename ?? '',
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: () => {
          if (failure) throw failure;
          return readLater(part.staged!.object);
        },
      };
      files.set(name, part as ReceivedPart);
      stagings.push(
        opts.storage.stage(feed, expectedBytes !== undefined && expectedBytes <= opts.maxFileBytes ? { expectedBytes } : undefined).then(
          (object) => {
            part.staged = { object, head: feed.head() };
            stored += 1;
            // A body that failed meanwhile: this one is discarded with the others (release).
            succeedWhenDone();
            return object;
          },
          (err: unknown) => {
            fail(err);
            return null;
          },
        ),
      );
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

/**
 * Discards the request's staged objects that were not committed: before the answer's last byte goes (so whoever
 * reads it finds the store as the answer says), and when the connection closes without one.
 */
function releaser(req: Request, res: Response, stagings: Promise<StagedObject | null>[]): void {
  let released: Promise<void> | undefined;
  const release = () =>
    (released ??= Promise.all(
      stagings.map(async (staging) => {
        const object = await staging;
        await object?.discard().catch((err: unknown) => req.log?.warn({ err, key: object.key }, 'an unkept upload could not be removed from storage'));
      }),
    ).then(() => undefined));
  const end = res.end;
  res.end = function (this: Response, ...args: unknown[]) {
    res.end = end;
    if (stagings.length === 0) return end.apply(this, args as Parameters<typeof end>);
    const waited = new Promise<void>((done) => setTimeout(done, RELEASE_WAIT_MS).unref());
    void Promise.race([release(), waited]).then(() => end.apply(this, args as Parameters<typeof end>));
    return this;
  } as typeof res.end;
  res.once('close', () => void release());
}

/** A read stream of a staged object, available at once though the store answers asynchronously. */
function readLater(object: StagedObject): Readable {
  const out = new PassThrough();
  object.read().then(
    (source) => pipeline(source, out, () => {}),
    (err: unknown) => out.destroy(err as Error),
  );
  return out;
}
