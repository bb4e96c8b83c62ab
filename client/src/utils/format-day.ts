import { lazily } from './lazily';

// Made on first use (see lazily.ts).
const dayFormat = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }));

/** A calendar date (YYYY-MM-DD, no time of day) as MMM d, yyyy: the day itself, never moved across time zones; empty for none. */
export function formatDay(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  return dayFormat().format(new Date(`${value}T12:00:00Z`));
}
