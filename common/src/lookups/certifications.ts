import type { LookupOption } from './types.js';

/**
 * Business classifications and certifications (multi-select `classificationsCertifications`).
 * Federal (SBA, DOT) programmes plus the ones issued in the builder's markets
 * (Maryland MBE/DBE through MDOT, Virginia SWaM, DC CBE). "None" is a real answer: the
 * field is required, so a company without certifications says so explicitly.
 */
export const CERTIFICATION_NONE = 'NONE';

export const CERTIFICATIONS = [
  { value: 'MBE', label: 'MBE - Minority Business Enterprise' },
  { value: 'WBE', label: 'WBE - Woman Business Enterprise' },
  { value: 'DBE', label: 'DBE - Disadvantaged Business Enterprise' },
  { value: 'ACDBE', label: 'ACDBE - Airport Concession Disadvantaged Business Enterprise' },
  { value: 'SBE', label: 'SBE - Small Business Enterprise' },
  { value: 'SB', label: 'SB - Small Business (SBA size standard)' },
  { value: 'WOSB', label: 'WOSB - Women-Owned Small Business' },
  { value: 'EDWOSB', label: 'EDWOSB - Economically Disadvantaged Women-Owned Small Business' },
  { value: 'VOSB', label: 'VOSB - Veteran-Owned Small Business' },
  { value: 'SDVOSB', label: 'SDVOSB - Service-Disabled Veteran-Owned Small Business' },
  { value: 'HUBZONE', label: 'HUBZone - Historically Underutilized Business Zone' },
  { value: '8A', label: '8(a) Business Development Program' },
  { value: 'LBE', label: 'LBE - Local Business Enterprise' },
  { value: 'CBE', label: 'CBE - Certified Business Enterprise (District of Columbia)' },
  { value: 'SWAM', label: 'SWaM - Small, Women-owned and Minority-owned Business (Virginia)' },
  { value: 'DOBE', label: 'DOBE - Disability-Owned Business Enterprise' },
  { value: 'LGBTBE', label: 'LGBTBE - LGBT Business Enterprise' },
  { value: CERTIFICATION_NONE, label: 'None' },
] as const satisfies readonly LookupOption[];

export type Certification = (typeof CERTIFICATIONS)[number]['value'];
