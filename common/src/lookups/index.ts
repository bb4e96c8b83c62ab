/**
 * Every lookup list by name, for an API to serve in one answer (and for the client to use offline).
 * Explicit imports on purpose: a list only reaches the API when it is named here.
 */
import { BONDABLE_OPTIONS } from './bondable.js';
import { CERTIFICATIONS } from './certifications.js';
import { COMPANY_PERFORM_ACTIONS } from './company-perform-actions.js';
import { COUNTRIES } from './countries.js';
import { HOW_HEARD_OPTIONS } from './how-heard.js';
import { LABOR_TYPES } from './labor-types.js';
import { MARKET_SECTORS } from './market-sectors.js';
import { REGIONS } from './regions.js';
import { SCOPE_OPTIONS } from './scope-options.js';
import { TRADES_BY_WORK_TYPE } from './trades-by-work-type.js';
import type { LookupList } from './types.js';
import { WORK_TYPES } from './work-types.js';
import { YES_NO_OPTIONS } from './yes-no.js';

export const LOOKUPS = {
  regions: REGIONS,
  marketSectors: MARKET_SECTORS,
  certifications: CERTIFICATIONS,
  laborTypes: LABOR_TYPES,
  workTypes: WORK_TYPES,
  tradesByWorkType: TRADES_BY_WORK_TYPE,
  scopeOptions: SCOPE_OPTIONS,
  companyPerformActions: COMPANY_PERFORM_ACTIONS,
  howHeard: HOW_HEARD_OPTIONS,
  yesNo: YES_NO_OPTIONS,
  bondable: BONDABLE_OPTIONS,
  countries: COUNTRIES,
} as const;

export type LookupName = keyof typeof LOOKUPS;

/** The flat lists (every entry of LOOKUPS except the per-work-type trade map). */
export type FlatLookupName = Exclude<LookupName, 'tradesByWorkType'>;

/**
 * Which list feeds which registration field. Trades come from `tradesByWorkType[workPerformedCategory]`
 * and states from `regionsOf(officeLocationCountry)`.
 */
export const REGISTRATION_FIELD_LOOKUPS = {
  officeLocationCountry: 'countries',
  regions: 'regions',
  marketSectors: 'marketSectors',
  supplierStatus: 'yesNo',
  selfPerformStatus: 'scopeOptions',
  workPerformedCategory: 'workTypes',
  bondable: 'bondable',
  classificationsCertifications: 'certifications',
  companyPerformActions: 'companyPerformActions',
  howHeard: 'howHeard',
} as const satisfies Record<string, FlatLookupName>;

/** The flat list registered under a name. */
export function lookupList(name: FlatLookupName): LookupList {
  return LOOKUPS[name];
}
