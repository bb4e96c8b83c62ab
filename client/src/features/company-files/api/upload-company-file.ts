import { MESSAGES } from '@portal/common/errors';
import { clearSession, csrfHeaders } from '../../../api/session';

export interface UploadedCompanyFile {
  fileId: string;
  name: string;
  url: string;
}

export interface CompanyFileUpload {
  file: File;
  /** Where a new file goes (GENERAL: "Add New Doc"); ignored for a replacement. */
  uploadedArea?: 'GENERAL' | 'ESSENTIAL';
  vendorId: string;
  /** The stored file this upload replaces (same fileId afterwards). */
  replaceFileId?: string | null;
  /** The document's expiry date, YYYY-MM-DD. */
  expiresAt?: string | null;
  /** 0 to 100 as the bytes leave. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The words of a REST error body (`{ message, detail }`), or the generic sentence. */
function errorOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; detail?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.detail === 'string' && body.detail) return body.detail;
  } catch {
    // Not JSON.
  }
  return MESSAGES.networkError;
}

/**
 * One file into a company's files (POST /api/v1/s3files/upload, multipart `file`) with the session's bearer token,
 * through XMLHttpRequest for its upload progress. Rejects with the server's words; a 401 ends the session.
 */
export function uploadCompanyFile({
  file,
  uploadedArea = 'GENERAL',
  vendorId,
  replaceFileId,
  expiresAt,
  onProgress,
  signal,
}: CompanyFileUpload): Promise<UploadedCompanyFile> {
  const url = new URL('/api/v1/s3files/upload', window.location.href);
  url.searchParams.set('vendorId', vendorId);
  if (replaceFileId) url.searchParams.set('fileId', replaceFileId);
  else url.searchParams.set('uploadedArea', uploadedArea);
  url.searchParams.set('fileManagerUpload', 'true');
  if (expiresAt) url.searchParams.set('expiresAt', expiresAt);
  const body = new FormData();
  body.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.toString());
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        clearSession();
        reject(new Error(MESSAGES.unauthenticated));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(errorOf(xhr)));
        return;
      }
      try {
        const answer = JSON.parse(xhr.responseText) as Partial<UploadedCompanyFile>;
        if (typeof answer.fileId !== 'string') throw new Error(MESSAGES.networkError);
        onProgress?.(100);
        resolve({ fileId: answer.fileId, name: answer.name ?? file.name, url: answer.url ?? '' });
      } catch {
        reject(new Error(MESSAGES.networkError));
      }
    };
    xhr.onerror = () => reject(new Error(MESSAGES.networkError));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
