import type { LookupOption } from './types.js';

/** Choosing this how-heard option reveals (and requires) `harkinsEmployeeName`. */
export const HOW_HEARD_EMPLOYEE_REFERRAL = 'HARKINS_EMPLOYEE_REFERRAL';

/** How the trade partner heard about the builder (`howHeard`). */
export const HOW_HEARD_OPTIONS = [
  { value: HOW_HEARD_EMPLOYEE_REFERRAL, label: 'Referred by a Harkins employee' },
  { value: 'TRADE_PARTNER_REFERRAL', label: 'Referred by another trade partner' },
  { value: 'BID_INVITATION', label: 'Invitation to bid' },
  { value: 'COMPANY_WEBSITE', label: 'Harkins website' },
  { value: 'OUTREACH_EVENT', label: 'Supplier diversity / outreach event' },
  { value: 'TRADE_ASSOCIATION', label: 'Trade association (ABC, AGC, ASA, ...)' },
  { value: 'INDUSTRY_EVENT', label: 'Industry event or trade show' },
  { value: 'JOBSITE_SIGNAGE', label: 'Jobsite signage' },
  { value: 'SOCIAL_MEDIA', label: 'Social media' },
  { value: 'SEARCH_ENGINE', label: 'Internet search' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly LookupOption[];

export type HowHeard = (typeof HOW_HEARD_OPTIONS)[number]['value'];
