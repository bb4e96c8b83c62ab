import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { baseName, checkFileName, contentMatchesName, contentRuleOf, FILE_MESSAGES, mimeTypeOf, UPLOAD_EXTENSIONS } from '@portal/common/validation/files';
import { fileTypeFromBuffer } from 'file-type';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../integrations/storage/object-storage.js';
import { cutBody } from '../../uploads/upload-errors.js';
import { HEAD_BYTES as SNIFF_BYTES, type IncomingFile, type StagedUpload } from '../../uploads/incoming-file.js';

/** An upload in storage that passed every check, not yet recorded in the database. */
export interface ReceivedFile {
  key: string;
  fileName: string;
  size: number;
  contentType: string;
}

/** An upload refused by a rule; the message is the specification's (FILE_MESSAGES). */
export class UploadRefusedError extends Error {}

/** The name rule alone ("File is required" for a blank name, "Invalid file format" for the extension); null when fine. */
export function fileNameProblem(file: IncomingFile, allowed: readonly string[] = UPLOAD_EXTENSIONS): string | null {
  const problem = checkFileName(baseName(file.filename ?? '').trim(), allowed);
  return problem === FILE_MESSAGES.nameRequired ? FILE_MESSAGES.required : problem;
}

/**
 * Streams an upload into storage while checking it: the extension first, then at most 25 MB counted
 * as the bytes flow (the stream stops at the first byte past the limit), then the real content by its
 * magic bytes. Whatever is refused is removed from storage before the error is thrown. A file the multipart
 * reader already streamed into storage (file.staged) is checked there and committed, its bytes not read again.
 */
export async function receiveUpload(storage: ObjectStorage, file: IncomingFile, opts: { allowed?: readonly string[]; maxBytes?: number } = {}): Promise<ReceivedFile> {
  const maxBytes = opts.maxBytes ?? UPLOAD_MAX_BYTES;
  const nameProblem = fileNameProblem(file, opts.allowed);
  if (nameProblem) throw new UploadRefusedError(nameProblem);
  const fileName = fitName(baseName(file.filename).trim());
  if (file.staged) return keepStaged(file.staged, fileName, maxBytes);

  const inspector = new Inspector(maxBytes);
  // Its error reaches storage.put through put's pipeline; one raised before put has attached it (put may await
  // first) must not be an unhandled 'error' event.
  inspector.on('error', () => {});
  let stored: { key: string; size: number };
  let source: Readable | undefined;
  let sourceError: unknown;
  try {
    source = file.createReadStream();
    source.on('error', (err) => {
      sourceError ??= err;
      inspector.destroy(err);
    });
    stored = await storage.put(source.pipe(inspector));
  } catch (err) {
    source?.destroy();
    if (inspector.tooLarge) throw new UploadRefusedError(FILE_MESSAGES.tooLarge);
    // The upload's own stream broke off (its body ended before the file did): the caller's to send again, a 400.
    // The multipart reader's streams fail with an AppError already (uploads/read-multipart.ts), which stands.
    if (sourceError !== undefined) throw sourceError instanceof AppError ? sourceError : cutBody();
    throw err;
  }

  const refuse = async (message: string) => {
    await storage.delete(stored.key);
    return new UploadRefusedError(message);
  };
  if (stored.size === 0) throw await refuse(FILE_MESSAGES.required);
  const problem = await contentProblem(fileName, inspector.head());
  if (problem) throw await refuse(problem);
  return { key: stored.key, fileName, size: stored.size, contentType: mimeTypeOf(fileName) };
}

/** The checks of receiveUpload on a file already in storage; it is committed when it passes, discarded when not. */
async function keepStaged({ object, head }: StagedUpload, fileName: string, maxBytes: number): Promise<ReceivedFile> {
  const problem = object.size > maxBytes ? FILE_MESSAGES.tooLarge : object.size === 0 ? FILE_MESSAGES.required : await contentProblem(fileName, head);
  if (problem) {
    await object.discard();
    throw new UploadRefusedError(problem);
  }
  await object.commit();
  return { key: object.key, fileName, size: object.size, contentType: mimeTypeOf(fileName) };
}

/** "Invalid file format" when the first bytes are not what the name says; null when they are. */
async function contentProblem(fileName: string, head: Uint8Array): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  const textOk = contentRuleOf(fileName)?.kind !== 'text' || looksLikeText(head);
  return contentMatchesName(fileName, detected) && textOk ? null : FILE_MESSAGES.invalidFormat;
}

/** The stored name is at most 255 characters: a longer one is shortened before its extension. */
function fitName(name: string, max = 255): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  return name.slice(0, max - (name.length - dot)) + name.slice(dot);
}

/** Passes bytes through, counting them and keeping the first few for the content check. */
class Inspector extends Transform {
  tooLarge = false;
  private bytes = 0;
  private readonly start: Buffer[] = [];
  private startBytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.tooLarge = true;
      return done(new UploadRefusedError(FILE_MESSAGES.tooLarge));
    }
    if (this.startBytes < SNIFF_BYTES) {
      this.start.push(chunk.subarray(0, SNIFF_BYTES - this.startBytes));
      this.startBytes += Math.min(chunk.length, SNIFF_BYTES - this.startBytes);
    }
    done(null, chunk);
  }

  head(): Uint8Array {
    return Buffer.concat(this.start);
  }
}

/** No NUL bytes and valid UTF-8 (a multi-byte character cut at the end of the sample is allowed). */
function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}
