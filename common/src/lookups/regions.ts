import type { LookupOption } from './types.js';

/**
 * Operating regions a trade partner can work in (multi-select `regions`).
 *
 * The specification names only the codes AL, DC, MDBA and NOVA. The rest follow the same
 * pattern for a Maryland-based builder working the Baltimore–Washington corridor and the
 * surrounding mid-Atlantic markets:
 * - AL is read as "All Locations" (a partner that works every region), not Alabama: a
 *   mid-Atlantic builder has no reason to list one Gulf state, and the spec shows AL next to
 *   metro codes, not state codes.
 * - State-wide codes (DE, WV, NC) are two letters; metro areas inside a state are state
 *   prefix + area (MDBA = Maryland, Baltimore) or a well-known name (NOVA, RICH, PHL).
 * Values are stored on the vendor; never rename a value, only its label.
 */
export const REGIONS = [
  { value: 'AL', label: 'All Locations' },
  { value: 'DC', label: 'Washington, DC' },
  { value: 'MDBA', label: 'Maryland - Baltimore Metro' },
  { value: 'MDSU', label: "Maryland - DC Suburbs (Montgomery / Prince George's)" },
  { value: 'MDAN', label: 'Maryland - Annapolis / Anne Arundel' },
  { value: 'MDFR', label: 'Maryland - Frederick / Western Maryland' },
  { value: 'MDSO', label: 'Maryland - Southern Maryland' },
  { value: 'MDES', label: 'Maryland - Eastern Shore' },
  { value: 'NOVA', label: 'Northern Virginia' },
  { value: 'RICH', label: 'Virginia - Richmond / Central Virginia' },
  { value: 'HRVA', label: 'Virginia - Hampton Roads' },
  { value: 'DE', label: 'Delaware' },
  { value: 'PHL', label: 'Pennsylvania - Philadelphia Metro' },
  { value: 'CPA', label: 'Pennsylvania - Central (Harrisburg / Lancaster / York)' },
  { value: 'SNJ', label: 'New Jersey - Southern' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'NC', label: 'North Carolina' },
] as const satisfies readonly LookupOption[];

export type RegionCode = (typeof REGIONS)[number]['value'];
