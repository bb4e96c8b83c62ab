import { DISPLAY_TIME_ZONE } from '@portal/common/constants';

/**
 * CSV as RFC 4180 writes it: cells separated by commas, records ended by CRLF, a cell holding a comma, a double
 * quote, CR or LF wrapped in double quotes with its quotes doubled. Text a spreadsheet would run as a formula (it
 * starts with = + - @, or a tab or CR, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe, so a company named "=HYPERLINK(...)" is shown as text, never evaluated (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: null and undefined empty, dates in the portal's time zone, numbers as written, anything else as text. */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return csvDateTime(value);
  // A number or a boolean is data, not a formula: -5 stays -5.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRecord(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
}

/** A moment as a spreadsheet reads it, in the portal's display time zone: 2026-11-23 14:05:09. */
export function csvDateTime(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A calendar date in the portal's display time zone: 2026-11-23. */
export function csvDate(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The download's file name: the list's name and today's date in the portal's time zone (activity-logs-2026-11-23.csv). */
export function csvFileName(base: string, now: Date = new Date()): string {
  const safe =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${csvDate(now)}.csv`;
}
