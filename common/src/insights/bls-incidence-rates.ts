/**
 * Industry averages for the safety metrics: the Bureau of Labor Statistics' Survey of Occupational Injuries and
 * Illnesses (SOII), "Table 1. Incidence rates of nonfatal occupational injuries and illnesses by industry and case
 * types", private industry, rates per 100 full-time equivalent workers (the same 200,000-hour base as TRIR and DART).
 *
 * Only figures checked against the published release are listed; a rate left null, or a code not listed, is not
 * guessed: the lookup falls back to the longest listed NAICS prefix (a 238220 plumbing contractor is compared with
 * NAICS 23 while 238 and 2382 are absent). To add a subsector or a new year, copy its row from the table at URL.
 */

export interface IndustryRates {
  /** The NAICS code of the row (2 to 6 digits). */
  naics: string;
  industry: string;
  /** Total recordable cases per 100 full-time workers (compared with TRIR); null when not listed here. */
  trir: number | null;
  /** Cases with days away from work, job restriction or transfer per 100 full-time workers (compared with DART). */
  dart: number | null;
}

export interface IndustryRatesSource {
  name: string;
  url: string;
  /** The survey year the rates describe. */
  year: number;
}

export const BLS_SOURCE: IndustryRatesSource = {
  name: 'U.S. Bureau of Labor Statistics, Survey of Occupational Injuries and Illnesses, Table 1: Incidence rates of nonfatal occupational injuries and illnesses by industry and case types (private industry)',
  url: 'https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm',
  year: 2023,
};

export const BLS_INCIDENCE_RATES: readonly IndustryRates[] = [
  // Construction: 2.3 total recordable cases per 100 full-time workers in 2023 (2.4 in 2022), BLS release of 8 November 2024.
  { naics: '23', industry: 'Construction', trir: 2.3, dart: null },
];

/** The row for a NAICS code: its own, or the longest listed prefix; null when no prefix is listed or the code is blank. */
export function industryRatesFor(naics: string | null | undefined, table: readonly IndustryRates[] = BLS_INCIDENCE_RATES): IndustryRates | null {
  const code = naics?.trim() ?? '';
  if (!/^\d{2,6}$/.test(code)) return null;
  for (let len = code.length; len >= 2; len--) {
    const row = table.find((r) => r.naics === code.slice(0, len));
    if (row) return row;
  }
  return null;
}
