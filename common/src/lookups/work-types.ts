import type { LookupOption } from './types.js';

/** Vendor work types (`workPerformedCategory`); each has its own trade list (see tradesByWorkType.ts). */
export const WORK_TYPES = [
  { value: 'SUPPLY_ONLY', label: 'Supply Only' },
  { value: 'SUPPLY_AND_INSTALL', label: 'Supply and Install' },
  { value: 'CONSULTANTS', label: 'Consultants' },
  { value: 'PROJECT_SITE_OPERATIONS_SERVICES', label: 'Project Site Operations Services' },
  { value: 'SPECIALTY', label: 'Specialty' },
] as const satisfies readonly LookupOption[];

export type WorkType = (typeof WORK_TYPES)[number]['value'];
