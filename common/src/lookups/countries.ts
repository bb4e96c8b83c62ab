import { allCountries } from 'country-region-data';
import type { LookupOption } from './types.js';

/**
 * Countries and their first-level regions (states, provinces, cantons, ...) for the office
 * address, from the country-region-data package. Label and value are both the name: the vendor
 * stores `officeLocationCountry` and `officeLocationState` as names.
 *
 * Choices made on the dataset:
 * - United States comes first (it is the default), the rest follow in alphabetical order.
 * - Regions are listed alphabetically (the dataset orders some by code, e.g. Micronesia among
 *   the US "M" codes after District of Columbia).
 * - A country whose only "region" is the country itself (Jersey, Niue, Réunion, Hong Kong, ...)
 *   offers no region choice: `regionsOf` answers []. This matches the specification's note that
 *   such countries have an empty list.
 */
export const DEFAULT_COUNTRY = 'United States';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** Country name -> its region options; built once. */
const REGIONS_BY_COUNTRY: ReadonlyMap<string, readonly LookupOption[]> = new Map(
  allCountries.map(([countryName, , regions]) => {
    const names = regions.map(([name]) => name);
    const offersNone = names.length === 0 || (names.length === 1 && names[0] === countryName);
    const options = offersNone ? [] : [...names].sort(byName).map((name) => Object.freeze({ label: name, value: name }));
    return [countryName, Object.freeze(options)] as const;
  }),
);

/** Every country, United States first. */
export const COUNTRIES: readonly LookupOption[] = Object.freeze([
  { label: DEFAULT_COUNTRY, value: DEFAULT_COUNTRY },
  ...allCountries
    .map(([name]) => name as string)
    .filter((name) => name !== DEFAULT_COUNTRY)
    .sort(byName)
    .map((name) => ({ label: name, value: name })),
]);

/** Whether the name is a country of the list. */
export function isCountry(name: string | null | undefined): boolean {
  return name != null && REGIONS_BY_COUNTRY.has(name);
}

/** The first-level regions of a country by name; [] for a country that offers none or an unknown one. */
export function regionsOf(countryName: string | null | undefined): readonly LookupOption[] {
  if (countryName == null) return [];
  return REGIONS_BY_COUNTRY.get(countryName) ?? [];
}
