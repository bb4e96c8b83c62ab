import { DISPLAY_TIME_ZONE } from '@portal/common/constants';

// "Jan 5, 2025" is the spec's MMM d, yyyy; the en-US medium date has exactly that shape.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A stored UTC instant as a date in the portal's time zone (MMM d, yyyy); empty for no value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
