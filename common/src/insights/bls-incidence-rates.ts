/**
 * Industry averages for the safety metrics: the Bureau of Labor Statistics' Survey of Occupational Injuries and
 * Illnesses (SOII), "Table 1. Incidence rates of nonfatal occupational injuries and illnesses by industry and case
 * types", private industry, rates per 100 full-time equivalent workers (the same 200,000-hour base as TRIR and DART).
 *
 * Every figure is copied from the page at its row's `url` for its row's `year`; a rate left null is not published
 * there (or could not be read), and is never guessed or interpolated. Rows of different survey years may stand side
 * by side (a newer sector row beside an older table's subsectors): each comparison names its own row's year.
 * The lookup takes, for each rate on its own, the longest NAICS prefix of the company's code whose row publishes that
 * rate (238220 -> 2382 -> 238 -> 23). LTIR is not compared: Table 1 publishes no lost-time rate (its "cases with days
 * away from work" column is another measure, and is not relabelled as one). docs/insights.md lists the rows and the
 * pages they come from; to add a row, copy its figures from Table 1 of the year and give the page's address.
 */

export interface IndustryRates {
  /** The NAICS code of the row (2 to 6 digits). */
  naics: string;
  industry: string;
  /** The survey year the row's rates describe. */
  year: number;
  /** The page the row's figures were copied from. */
  url: string;
  /** Total recordable cases per 100 full-time workers (compared with TRIR); null when not listed here. */
  trir: number | null;
  /** Cases with days away from work, job restriction or transfer per 100 full-time workers (compared with DART). */
  dart: number | null;
}

/** The rates compared with an industry figure, by their key in IndustryRates. */
export type IndustryRateKey = 'trir' | 'dart';

export interface IndustryRatesSource {
  name: string;
  url: string;
  /** The survey year the rates describe. */
  year: number;
}

/** The survey every row comes from (its year and page are each row's own). */
export const BLS_SURVEY =
  'U.S. Bureau of Labor Statistics, Survey of Occupational Injuries and Illnesses, Table 1: Incidence rates of nonfatal occupational injuries and illnesses by industry and case types (private industry)';

export const BLS_INCIDENCE_RATES: readonly IndustryRates[] = [
  // Construction: 2.3 total recordable cases per 100 full-time workers in 2023 (2.4 in 2022), BLS release of 8 November 2024.
  { naics: '23', industry: 'Construction', year: 2023, url: 'https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm', trir: 2.3, dart: null },
];

/** A row's source: the survey, the row's year and page. */
export function sourceOf(row: Pick<IndustryRates, 'year' | 'url'>): IndustryRatesSource {
  return { name: BLS_SURVEY, url: row.url, year: row.year };
}

/** A code the lookup reads: 2 to 6 digits, trimmed; null otherwise. */
function codeOf(naics: string | null | undefined): string | null {
  const code = naics?.trim() ?? '';
  return /^\d{2,6}$/.test(code) ? code : null;
}

/** The rows of the code's prefixes, longest first (its own code first when listed). */
function prefixRows(code: string, table: readonly IndustryRates[]): IndustryRates[] {
  const rows: IndustryRates[] = [];
  for (let len = code.length; len >= 2; len--) {
    const row = table.find((r) => r.naics === code.slice(0, len));
    if (row) rows.push(row);
  }
  return rows;
}

/** The row for a NAICS code: its own, or the longest listed prefix; null when no prefix is listed or the code is blank. */
export function industryRatesFor(naics: string | null | undefined, table: readonly IndustryRates[] = BLS_INCIDENCE_RATES): IndustryRates | null {
  const code = codeOf(naics);
  return code ? (prefixRows(code, table)[0] ?? null) : null;
}

/** One rate's industry figure: its value and the row (code, industry, year, page) that publishes it. */
export interface IndustryFigure {
  rate: IndustryRateKey;
  value: number;
  naics: string;
  industry: string;
  year: number;
  url: string;
}

/**
 * The figure of one rate for a NAICS code: from the longest prefix whose row publishes that rate (a subsector row
 * without a DART rate falls back to its sector's). Null when no prefix publishes it or the code is blank.
 */
export function industryFigureFor(
  naics: string | null | undefined,
  rate: IndustryRateKey,
  table: readonly IndustryRates[] = BLS_INCIDENCE_RATES,
): IndustryFigure | null {
  const code = codeOf(naics);
  if (!code) return null;
  const row = prefixRows(code, table).find((r) => r[rate] !== null);
  return row ? { rate, value: row[rate]!, naics: row.naics, industry: row.industry, year: row.year, url: row.url } : null;
}
