import { COMPLIANCE_STATUSES, COMPLIANCE_WORDS } from './insurance.js';

/**
 * A company's insurance as the Companies list and the qualified-vendor search show and filter it: its compliance row's
 * status (docs/insurance.md), or NONE when it has no policy on file (no row).
 */
export const COMPANY_INSURANCE_STATES = [...COMPLIANCE_STATUSES, 'NONE'] as const;
export type CompanyInsuranceState = (typeof COMPANY_INSURANCE_STATES)[number];

/** The insurance module's words for each state ("Meets requirements", "Gaps", "Lapsed", "No policies"). */
export const COMPANY_INSURANCE_WORDS: Readonly<Record<CompanyInsuranceState, string>> = { ...COMPLIANCE_WORDS, NONE: 'No policies' };
