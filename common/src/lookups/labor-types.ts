import type { LookupOption } from './types.js';

/** How a trade partner's field labour is organised. */
export const LABOR_TYPES = [
  { value: 'UNION', label: 'Union' },
  { value: 'OPEN_SHOP', label: 'Open Shop / Non-Union' },
  { value: 'MERIT_SHOP', label: 'Merit Shop' },
  { value: 'DOUBLE_BREASTED', label: 'Union and Open Shop (Double-Breasted)' },
  { value: 'PREVAILING_WAGE', label: 'Prevailing Wage (Davis-Bacon / State)' },
  { value: 'PLA_SIGNATORY', label: 'Project Labor Agreement (PLA) Signatory' },
] as const satisfies readonly LookupOption[];

export type LaborType = (typeof LABOR_TYPES)[number]['value'];
