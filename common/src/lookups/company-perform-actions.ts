import type { LookupOption } from './types.js';

/** Choosing this reveals (and requires) the free-text `otherCompanyFollows`. */
export const COMPANY_PERFORM_ACTION_OTHER = 'OTHER';

/** Programmes and practices the company follows (multi-checkbox `companyPerformActions`). */
export const COMPANY_PERFORM_ACTIONS = [
  { value: 'WRITTEN_SAFETY_PROGRAM', label: 'Written safety program' },
  { value: 'DRUG_ALCOHOL_TESTING', label: 'Drug and alcohol testing program' },
  { value: 'OSHA_TRAINED_SUPERVISION', label: 'OSHA 10 / OSHA 30 trained field supervision' },
  { value: 'E_VERIFY', label: 'E-Verify participation' },
  { value: 'BACKGROUND_CHECKS', label: 'Employee background checks' },
  { value: 'QUALITY_CONTROL_PROGRAM', label: 'Written quality control program' },
  { value: 'APPRENTICESHIP_PROGRAM', label: 'Registered apprenticeship program' },
  { value: 'BIM_COORDINATION', label: 'BIM / virtual design and construction coordination' },
  { value: 'DELEGATED_DESIGN', label: 'In-house delegated design / engineering' },
  { value: 'SUSTAINABILITY_PRACTICES', label: 'Sustainability / LEED documentation' },
  { value: 'WARRANTY_SERVICE', label: 'Warranty and service department' },
  { value: COMPANY_PERFORM_ACTION_OTHER, label: 'Other' },
] as const satisfies readonly LookupOption[];

export type CompanyPerformAction = (typeof COMPANY_PERFORM_ACTIONS)[number]['value'];
