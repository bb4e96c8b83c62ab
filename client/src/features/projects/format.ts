/** A project's money and dates as the Projects screens show them. */

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** A calendar date (YYYY-MM-DD) as MMM d, yyyy: the day itself, whatever the time zone. */
export function formatDay(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  return dayFormat.format(new Date(`${value}T00:00:00Z`));
}

/** An exact decimal amount as dollars with thousands separators, cents only when there are some ("$12,500,000"). */
export function formatMoney(value: string | null | undefined): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value?.trim() ?? '');
  if (!m) return '';
  const [, sign, whole, fraction = ''] = m;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${sign}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents === '00' ? '' : `.${cents}`}`;
}
