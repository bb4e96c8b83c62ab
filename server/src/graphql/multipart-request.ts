import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { AppError } from '../errors.js';
import type { ObjectStorage } from '../integrations/storage/object-storage.js';
import { readMultipart } from '../uploads/read-multipart.js';

const SPEC = 'https://github.com/jaydenseric/graphql-multipart-request-spec';
const refuse = (message: string) => AppError.badInput(`${message} (${SPEC}).`);

/**
 * The GraphQL multipart request spec (the `operations` field, then `map`, then the files) for the Upload
 * scalar, in place of graphql-upload's own middleware: the same fields and checks, but the operation runs
 * only once the whole body has arrived, its files already streamed into storage (uploads/read-multipart.ts), so a body cut short, stalled or
 * malformed is answered 400 (408 for a stall) before any resolver runs, never INTERNAL_SERVER_ERROR. The
 * Upload values are graphql-upload's, so its Upload scalar resolves them.
 */
export function graphqlMultipart(opts: { storage: ObjectStorage; maxFileBytes: number; maxFiles: number; idleTimeoutMs: number }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    let operations: Record<string, unknown> | unknown[] | undefined;
    let map: Map<string, Upload> | undefined;
    readMultipart(req, res, {
      storage: opts.storage,
      maxFileBytes: opts.maxFileBytes,
      maxFiles: opts.maxFiles,
      tooManyFiles: AppError.badInput(`${opts.maxFiles} max file uploads exceeded.`),
      // Only `operations` and `map`.
      maxFields: 2,
      maxFieldBytes: 1_000_000,
      idleTimeoutMs: opts.idleTimeoutMs,
      onField(name, value, truncated) {
        if (truncated) throw AppError.badInput(`The ‘${name}’ multipart field value exceeds the 1000000 byte size limit.`);
        if (name === 'operations') operations = parseOperations(value);
        else if (name === 'map') {
          if (!operations) throw refuse('Misordered multipart fields; ‘map’ should follow ‘operations’');
          map = placeUploads(operations, value, opts.maxFiles);
        }
      },
      acceptFile(name) {
        if (!map) throw refuse('Misordered multipart fields; files should follow ‘map’');
        // A file the map does not name is skipped, as graphql-upload does.
        return map.has(name);
      },
    })
      .then(({ files }) => {
        if (!operations) throw refuse('Missing multipart field ‘operations’');
        if (!map) throw refuse('Missing multipart field ‘map’');
        for (const [name, upload] of map) {
          const file = files.get(name);
          if (file) upload.resolve(file);
          else upload.reject(AppError.badInput('File missing in the request.'));
        }
        req.body = operations;
        next();
      })
      .catch(next);
  };
}

function parseOperations(value: string): Record<string, unknown> | unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw refuse('Invalid JSON in the ‘operations’ multipart field');
  }
  if (typeof parsed !== 'object' || !parsed) throw refuse('Invalid type for the ‘operations’ multipart field');
  return parsed as Record<string, unknown> | unknown[];
}

/** Reads `map` ({ "0": ["variables.file"] }) and puts a pending Upload at each path it names. */
function placeUploads(operations: object, value: string, maxFiles: number): Map<string, Upload> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw refuse('Invalid JSON in the ‘map’ multipart field');
  }
  if (typeof parsed !== 'object' || !parsed || Array.isArray(parsed)) throw refuse('Invalid type for the ‘map’ multipart field');
  const entries = Object.entries(parsed);
  if (entries.length > maxFiles) throw AppError.badInput(`${maxFiles} max file uploads exceeded.`);
  const map = new Map<string, Upload>();
  for (const [name, paths] of entries) {
    if (!Array.isArray(paths)) throw refuse(`Invalid type for the ‘map’ multipart field entry key ‘${name}’ array`);
    const upload = new Upload();
    map.set(name, upload);
    for (const path of paths) {
      if (typeof path !== 'string' || !setAt(operations, path, upload)) {
        throw refuse(`Invalid object path for the ‘map’ multipart field entry key ‘${name}’ value ‘${String(path)}’`);
      }
    }
  }
  return map;
}

/** Sets `target.a.b.c` for the path "a.b.c" where a and a.b exist; false for any other path. */
function setAt(target: object, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node: unknown = target;
  for (const [i, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return false;
    if (typeof node !== 'object' || node === null) return false;
    if (i === keys.length - 1) {
      (node as Record<string, unknown>)[key] = value;
      return true;
    }
    if (!Object.prototype.hasOwnProperty.call(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return false;
}
