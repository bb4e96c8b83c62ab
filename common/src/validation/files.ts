/**
 * Upload rules (specification, vendor side section 5): one file at a time, at most 25 MB,
 * extensions checked by name here and by content (magic bytes) on the server.
 */
import { UPLOAD_MAX_BYTES } from '../constants.js';

export const FILE_MESSAGES = {
  tooLarge: 'File size should be less than or equal to 25MB',
  invalidFormat: 'Invalid file format',
  required: 'File is required',
  nameRequired: 'File Name is required',
} as const;

/** Extensions accepted by the general upload (file manager, registration documents, profile picture). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'ppt', 'pptx'] as const;

/** The wider list accepted for attachments. */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'xlsx', 'xls', 'doc', 'docx', 'csv', 'ppt', 'jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
export type KnownExtension = UploadExtension | AttachmentExtension;

/** The `accept` attribute of a file input for an extension list, e.g. ".jpg,.jpeg,.png". */
export function acceptAttribute(allowed: readonly string[]): string {
  return allowed.map((e) => `.${e}`).join(',');
}

/** The base name of a path as browsers and multipart parsers may give it ("C:\\fakepath\\a.pdf" -> "a.pdf"). */
export function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/** Lower-case extension without the dot; null when the name has none ("README", ".env", "a."). */
export function fileExtension(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = baseName(name.trim());
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Checks a file name: blank -> "File Name is required"; an extension outside `allowed`
 * (case-insensitive) or none -> "Invalid file format". Null when acceptable.
 */
export function checkFileName(name: string | null | undefined, allowed: readonly string[] = UPLOAD_EXTENSIONS): string | null {
  if (name == null || name.trim() === '') return FILE_MESSAGES.nameRequired;
  const ext = fileExtension(name);
  if (ext === null || !allowed.some((a) => a.toLowerCase() === ext)) return FILE_MESSAGES.invalidFormat;
  return null;
}

/**
 * Checks a size in bytes: more than 25 MB -> "File size should be less than or equal to 25MB".
 * No size, a non-number or an empty (0-byte) file -> "File is required": an empty file carries no document.
 */
export function checkFileSize(bytes: number | null | undefined, maxBytes: number = UPLOAD_MAX_BYTES): string | null {
  if (bytes == null || !Number.isFinite(bytes) || bytes <= 0) return FILE_MESSAGES.required;
  if (bytes > maxBytes) return FILE_MESSAGES.tooLarge;
  return null;
}

/** The parts of a browser File / multipart part the rules need. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
}

/** All name-based rules for one upload: required, then format, then size. Null when acceptable. */
export function checkFile(file: FileLike | null | undefined, allowed: readonly string[] = UPLOAD_EXTENSIONS, maxBytes: number = UPLOAD_MAX_BYTES): string | null {
  if (!file) return FILE_MESSAGES.required;
  const nameError = checkFileName(file.name, allowed);
  if (nameError === FILE_MESSAGES.nameRequired) return FILE_MESSAGES.required;
  return nameError ?? checkFileSize(file.size, maxBytes);
}

/** Checks a new name given in the file manager's rename: only that it is not blank. */
export function checkRename(newName: string | null | undefined): string | null {
  return newName == null || newName.trim() === '' ? FILE_MESSAGES.nameRequired : null;
}

/**
 * What a file's content may look like for its extension, for the server's content check
 * (e.g. with the file-type package, whose detected `mime` is compared with `mimes`).
 * - `binary`: the detected type must be one of `mimes`. OOXML files (docx, xlsx, pptx) are zip
 *   containers: detectors answer either their OOXML type or plain application/zip. Legacy Office
 *   files (doc, xls, ppt) are OLE compound files: application/x-cfb.
 * - `text`: the format has no magic bytes (csv); a detector finds nothing. The server should instead
 *   check that the content is text (valid UTF-8, no NUL bytes).
 */
export type ContentRule = { readonly kind: 'binary'; readonly mimes: readonly string[] } | { readonly kind: 'text' };

const ZIP = 'application/zip';
const CFB = 'application/x-cfb';

export const CONTENT_RULES: Readonly<Record<KnownExtension, ContentRule>> = {
  jpg: { kind: 'binary', mimes: ['image/jpeg'] },
  jpeg: { kind: 'binary', mimes: ['image/jpeg'] },
  png: { kind: 'binary', mimes: ['image/png'] },
  gif: { kind: 'binary', mimes: ['image/gif'] },
  bmp: { kind: 'binary', mimes: ['image/bmp'] },
  pdf: { kind: 'binary', mimes: ['application/pdf'] },
  doc: { kind: 'binary', mimes: [CFB, 'application/msword'] },
  xls: { kind: 'binary', mimes: [CFB, 'application/vnd.ms-excel'] },
  ppt: { kind: 'binary', mimes: [CFB, 'application/vnd.ms-powerpoint'] },
  docx: { kind: 'binary', mimes: [ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  xlsx: { kind: 'binary', mimes: [ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  pptx: { kind: 'binary', mimes: [ZIP, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
  csv: { kind: 'text' },
};

/** The content rule of a file name's extension; null for an extension this portal never accepts. */
export function contentRuleOf(name: string | null | undefined): ContentRule | null {
  const ext = fileExtension(name);
  if (ext === null || !Object.prototype.hasOwnProperty.call(CONTENT_RULES, ext)) return null;
  return CONTENT_RULES[ext as KnownExtension];
}

/**
 * Whether detected content matches the name's extension. `detectedMime` is what a magic-byte
 * detector found (undefined when it found nothing). For a `text` rule this only says the detector
 * found no binary format; the server still checks that the bytes are text.
 */
export function contentMatchesName(name: string | null | undefined, detectedMime: string | null | undefined): boolean {
  const rule = contentRuleOf(name);
  if (rule === null) return false;
  if (rule.kind === 'text') return detectedMime == null;
  return detectedMime != null && rule.mimes.includes(detectedMime);
}

/** The MIME type to send when serving a stored file, by its name. */
export function mimeTypeOf(name: string | null | undefined): string {
  const ext = fileExtension(name);
  if (ext === 'csv') return 'text/csv';
  const rule = contentRuleOf(name);
  if (rule?.kind === 'binary') {
    // the specific type (last) rather than the container (first) where both are listed
    return rule.mimes[rule.mimes.length - 1] ?? 'application/octet-stream';
  }
  return 'application/octet-stream';
}

/**
 * The file type shown in file lists, derived from the file name: the upper-case extension
 * ("report.final.Pdf" -> "PDF"), or "FILE" when the name has none.
 */
export function fileTypeOf(name: string | null | undefined): string {
  return fileExtension(name)?.toUpperCase() ?? 'FILE';
}
