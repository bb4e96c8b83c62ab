/** The file name of a Content-Disposition header (quoted or not), or null. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** The REST query string of a list: blank and missing values left out. */
export function listQueryString(params: Readonly<Record<string, string | number | null | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null && value !== '') query.set(key, String(value));
  return query.toString();
}

/**
 * Downloads a list's CSV export (GET /api/v1/<path>?<params>, docs/api/csv-export.md) with the session's cookie,
 * never a token in the URL (which browser history and server logs keep), then saves it
 * under the name the server gives. Rejects with the server's message when it refuses.
 */
export async function downloadCsv(path: string, params: Readonly<Record<string, string | number | null | undefined>>): Promise<string> {
  const url = new URL(`/api/v1${path}`, window.location.href);
  url.search = listQueryString(params);
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || 'Something went wrong. Please try again.');
  }
  const blob = await res.blob();
  const fileName = attachmentFileName(res.headers.get('content-disposition')) ?? 'export.csv';
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return fileName;
}
