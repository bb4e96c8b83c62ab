import { ATTACHMENT_EXTENSIONS, UPLOAD_EXTENSIONS } from '@portal/common/validation/files';

/**
 * What the file managers accept (the server's FILE_MANAGER_EXTENSIONS): the specification's wider attachment list,
 * plus pptx, which the forms' uploads accept, so any stored file can be replaced.
 */
export const FILE_MANAGER_EXTENSIONS: readonly string[] = [...new Set<string>([...ATTACHMENT_EXTENSIONS, ...UPLOAD_EXTENSIONS])];

/** The file list's page size (specification section 9: file list page size 25 from page 1). */
export const FILE_PAGE_SIZE = 25;

/** The default zoom of the PDF preview (specification section 9). */
export const PDF_PREVIEW_SCALE = 0.42;

/** The extension of a name with its dot (".pdf"), or '' without one. */
export function dotExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot) : '';
}

/** A YYYY-MM-DD date as the portal shows dates (MMM d, yyyy), without moving it across time zones. */
export function formatExpiryDate(date: string | null | undefined): string {
  if (!date) return '';
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(parsed);
}
