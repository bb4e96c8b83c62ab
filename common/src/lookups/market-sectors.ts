import type { LookupOption } from './types.js';

/** Market sectors a trade partner has worked in (multi-select `marketSectors`). */
export const MARKET_SECTORS = [
  { value: 'COMMERCIAL_OFFICE', label: 'Commercial Office' },
  { value: 'HEALTHCARE', label: 'Healthcare' },
  { value: 'HIGHER_EDUCATION', label: 'Higher Education' },
  { value: 'K_12', label: 'K-12 Education' },
  { value: 'MULTIFAMILY_RESIDENTIAL', label: 'Multifamily Residential' },
  { value: 'STUDENT_HOUSING', label: 'Student Housing' },
  { value: 'SENIOR_LIVING', label: 'Senior Living' },
  { value: 'AFFORDABLE_HOUSING', label: 'Affordable Housing' },
  { value: 'HOSPITALITY', label: 'Hospitality' },
  { value: 'RETAIL', label: 'Retail' },
  { value: 'INDUSTRIAL_WAREHOUSE', label: 'Industrial / Warehouse' },
  { value: 'DATA_CENTERS', label: 'Data Centers' },
  { value: 'LIFE_SCIENCES', label: 'Life Sciences / Laboratory' },
  { value: 'GOVERNMENT_FEDERAL', label: 'Government / Federal' },
  { value: 'MIXED_USE', label: 'Mixed Use' },
  { value: 'PARKING_STRUCTURES', label: 'Parking Structures' },
  { value: 'RELIGIOUS', label: 'Religious / Houses of Worship' },
  { value: 'SPORTS_ENTERTAINMENT', label: 'Sports & Entertainment' },
  { value: 'CULTURAL_CIVIC', label: 'Cultural / Civic' },
  { value: 'INTERIOR_FIT_OUT', label: 'Interior Fit-Out / Tenant Improvement' },
] as const satisfies readonly LookupOption[];

export type MarketSector = (typeof MARKET_SECTORS)[number]['value'];
