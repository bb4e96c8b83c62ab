import { formatMoney } from '../../utils/money';

export { formatDay } from '../../utils/format-day';

/** An exact decimal amount (the API's text, never a float) as dollars with thousands separators: "$12,500,000.50"; empty for none. */
export function formatVolume(value: string | null | undefined): string {
  return value ? `$${formatMoney(value)}` : '';
}
