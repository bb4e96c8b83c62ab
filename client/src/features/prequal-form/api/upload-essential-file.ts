import { MESSAGES } from '@portal/common/errors';
import { clearSession, csrfHeaders } from '../../../api/session';

export interface UploadedEssentialFile {
  url: string;
  fileId: string;
}

/** The words of a REST error body (`{ message, detail, type }`), or the generic sentence. */
async function restErrorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; detail?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.detail === 'string' && body.detail) return body.detail;
  } catch {
    // Not JSON: nothing to read.
  }
  return MESSAGES.networkError;
}

/**
 * Uploads one file into the company's files, Essential area (POST /api/v1/s3files/upload, multipart
 * `file`), with the session's cookie and CSRF header. Answers the stored file's id, which the form keeps as the
 * field's answer; a refusal throws with the server's words. A 401 ends the session as every call does.
 */
export async function uploadEssentialFile(vendorId: string, file: File, signal?: AbortSignal): Promise<UploadedEssentialFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const url = new URL('/api/v1/s3files/upload', window.location.href);
  url.searchParams.set('uploadedArea', 'ESSENTIAL');
  url.searchParams.set('vendorId', vendorId);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: csrfHeaders(),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(MESSAGES.networkError, { cause: error });
  }
  if (response.status === 401) {
    clearSession();
    throw new Error(MESSAGES.unauthenticated);
  }
  if (!response.ok) throw new Error(await restErrorMessage(response));
  const answer = (await response.json()) as Partial<UploadedEssentialFile>;
  if (typeof answer.fileId !== 'string') throw new Error(MESSAGES.networkError);
  return { fileId: answer.fileId, url: typeof answer.url === 'string' ? answer.url : `/api/v1/files/${answer.fileId}/content` };
}

/**
 * Opens a stored file in a new tab: fetched with the session's cookie and shown from a local object URL (the
 * server's answer names it an attachment). The tab is opened first, while the click still allows a pop-up.
 */
export async function openStoredFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(new URL(url, window.location.href), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(await restErrorMessage(response));
    const objectUrl = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = objectUrl;
    else window.open(objectUrl, '_blank');
    // The tab has loaded it by then; the URL is only needed once.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
