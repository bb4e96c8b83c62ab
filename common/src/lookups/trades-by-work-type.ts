import type { LookupList } from './types.js';
import type { WorkType } from './work-types.js';
import { SUPPLY_ONLY_TRADES } from './trades/supply-only.js';
import { SUPPLY_AND_INSTALL_TRADES } from './trades/supply-and-install.js';
import { CONSULTANT_TRADES } from './trades/consultants.js';
import { PROJECT_SITE_OPERATIONS_SERVICES_TRADES } from './trades/project-site-operations-services.js';
import { SPECIALTY_TRADES } from './trades/specialty.js';

/**
 * The trade-code list of each vendor work type: `primaryTrade` and `secondaryTrades` are chosen
 * from the list of the selected `workPerformedCategory`. The same code can appear under two work
 * types (a precast supplier and a precast erector); the pair (work type, code) is what is stored.
 */
export const TRADES_BY_WORK_TYPE: Readonly<Record<WorkType, LookupList>> = {
  SUPPLY_ONLY: SUPPLY_ONLY_TRADES,
  SUPPLY_AND_INSTALL: SUPPLY_AND_INSTALL_TRADES,
  CONSULTANTS: CONSULTANT_TRADES,
  PROJECT_SITE_OPERATIONS_SERVICES: PROJECT_SITE_OPERATIONS_SERVICES_TRADES,
  SPECIALTY: SPECIALTY_TRADES,
};

/** The trades of a work type; an empty list for no or an unknown work type. */
export function tradesOf(workType: string | null | undefined): LookupList {
  if (!workType || !Object.prototype.hasOwnProperty.call(TRADES_BY_WORK_TYPE, workType)) return [];
  return TRADES_BY_WORK_TYPE[workType as WorkType];
}
