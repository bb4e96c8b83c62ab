import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { lazily } from './lazily';

// Made on first use (see lazily.ts): this module loads with the API client, on screens that show no date.
// "Jan 5, 2025" is the spec's MMM d, yyyy; the en-US medium date has exactly that shape.
const DAY: Intl.DateTimeFormatOptions = { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' };
const dateFormat = lazily(() => new Intl.DateTimeFormat('en-US', DAY));

/** A stored UTC instant as a date in the portal's time zone (MMM d, yyyy); empty for no value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

const dateTimeFormat = lazily(() => new Intl.DateTimeFormat('en-US', { ...DAY, hour: 'numeric', minute: '2-digit' }));

/** A stored UTC instant as a date and time in the portal's time zone ("Mar 5, 2026, 10:00 AM"), e.g. two uploads of one day. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}
