/** The company page's own words: a cycle's name and money. The decision labels live in @portal/common/domain/decision-labels. */
import { formatMoney } from '../../utils/money';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A cycle as its history link names it, from its own year and month (no time zone involved): "November 2026". */
export function cycleName({ year, month }: { year: number; month: number }): string {
  return `${MONTH_NAMES[month - 1] ?? month} ${year}`;
}

/** An exact money string from the API ("1250000.50") as dollars ("$1,250,000.50"), never through a float; empty for none. */
export function formatLimit(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `$${formatMoney(value)}`;
}
