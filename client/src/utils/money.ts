import { MONEY_PATTERN } from '@portal/common/validation/registration';

/**
 * "1250000.5" or "$1,250,000.50" -> "1,250,000.50" for display; anything that is not an amount is
 * left as typed so the schema can report it. The schema strips $ and commas again on submit.
 */
export function formatMoney(value: string): string {
  const bare = value.replace(/[$,\s]/g, '');
  if (bare === '' || !MONEY_PATTERN.test(bare)) return value;
  const [int = '', frac] = bare.split('.');
  const grouped = (int.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
