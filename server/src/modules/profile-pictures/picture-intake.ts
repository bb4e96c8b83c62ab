import { PROFILE_PICTURE_MESSAGES, isProfilePictureType, type ProfilePictureType } from '@portal/common/validation/profile-picture';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { AppError } from '../../errors.js';
import { cutBody } from '../../uploads/upload-errors.js';
import type { IncomingFile } from '../files/index.js';

/** A picture read whole and checked: its bytes, the image type its bytes are, and a short hash of them. */
export interface ReceivedPicture {
  bytes: Buffer;
  type: ProfilePictureType;
  hash: string;
}

const refused = (message: string) => AppError.badInput(message, { file: message });

/**
 * Reads an uploaded picture into memory (it is at most `maxBytes`, a few megabytes) and decides its type by its
 * magic bytes (file-type), never by its name or the type the browser sent. Too large is known at the first byte
 * past the limit; a stream that breaks off is the caller's 400 (its own AppError when the multipart reader made one).
 */
export async function receivePicture(file: IncomingFile, maxBytes: number): Promise<ReceivedPicture> {
  const chunks: Buffer[] = [];
  let size = 0;
  const source = file.createReadStream();
  try {
    for await (const chunk of source) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > maxBytes) throw refused(PROFILE_PICTURE_MESSAGES.tooLarge);
      chunks.push(buf);
    }
  } catch (err) {
    source.destroy();
    throw err instanceof AppError ? err : cutBody();
  }
  if (size === 0) throw refused(PROFILE_PICTURE_MESSAGES.required);
  const bytes = Buffer.concat(chunks);
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isProfilePictureType(type)) throw refused(PROFILE_PICTURE_MESSAGES.invalidType);
  return { bytes, type, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
}
