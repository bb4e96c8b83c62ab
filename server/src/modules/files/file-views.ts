import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { fileExtension, fileTypeOf } from '@portal/common/validation/files';
import type { FileListRow } from './file-lists.js';
import type { UploadedArea } from './stored-file.entity.js';

/** Days ahead within which a document counts as expiring soon. */
export const EXPIRY_WARNING_DAYS = 30;

/** EXPIRED: the expiry date has passed; EXPIRING_SOON: it falls within the next 30 days (today included). */
export const EXPIRY_STATUSES = ['EXPIRED', 'EXPIRING_SOON'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** Types the file managers preview in the page: PDFs (react-pdf) and images. */
const PREVIEWABLE = new Set(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'bmp']);

/** A stored file as the API shows it (specification: fileId, fileName, fileUrl, uploadedArea, updatedAt, fileType). */
export interface FileView {
  fileId: string;
  vendorId: string;
  fileName: string;
  /** Where a signed-in user allowed to read the company fetches it, with the bearer token (never a token in the address). */
  fileUrl: string;
  uploadedArea: UploadedArea;
  uploadedCategory: string | null;
  /** The upper-cased extension of the name ("PDF"), or FILE. */
  fileType: string;
  size: number;
  uploadedBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** YYYY-MM-DD, or null when the document does not expire. */
  expiresAt: string | null;
  expiryStatus: ExpiryStatus | null;
  /** Whether the file managers preview it in the page (PDF or image). */
  previewable: boolean;
  /** Whether this is its document's current version (false: an earlier one, kept as it was). */
  current: boolean;
  /** Every version of its document, newest first, with their upload dates (this one included). */
  versions: FileVersionView[];
}

/** One version of a document, as the file managers list it under the document (newest first). */
export interface FileVersionView {
  fileId: string;
  fileName: string;
  /** Read with the bearer token; every version keeps its own content. */
  fileUrl: string;
  size: number;
  uploadedBy: string;
  /** When this version was uploaded. */
  uploadedAt: Date;
  /** When a newer version replaced it; null for the current one. */
  replacedAt: Date | null;
  current: boolean;
}

/** Today's date (YYYY-MM-DD) in the portal's time zone. */
export function todayInPortal(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function expiryStatusOf(expiresAt: string | null | undefined, today: string): ExpiryStatus | null {
  if (!expiresAt) return null;
  if (expiresAt < today) return 'EXPIRED';
  if (expiresAt <= addDays(today, EXPIRY_WARNING_DAYS)) return 'EXPIRING_SOON';
  return null;
}

export function isPreviewable(fileName: string): boolean {
  return PREVIEWABLE.has(fileExtension(fileName) ?? '');
}

export function storedFileUrl(fileId: string): string {
  return `/api/v1/files/${fileId}/content`;
}

export function toFileView(row: FileListRow, today: string, versions: FileVersionView[] = []): FileView {
  return {
    fileId: row.fileId,
    vendorId: row.vendorId,
    fileName: row.fileName,
    fileUrl: storedFileUrl(row.fileId),
    uploadedArea: row.uploadedArea,
    uploadedCategory: row.uploadedCategory,
    fileType: fileTypeOf(row.fileName),
    size: Number(row.size),
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    expiresAt: row.expiresAt,
    expiryStatus: expiryStatusOf(row.expiresAt, today),
    previewable: isPreviewable(row.fileName),
    current: row.replacedAt == null,
    versions,
  };
}
