import type { LookupOption } from '../types.js';

/**
 * Project Site Operations Services: temporary facilities, controls and services that keep a jobsite running.
 * Value is the MasterFormat-style code; label is "code - name".
 */
export const PROJECT_SITE_OPERATIONS_SERVICES_TRADES = [
  { value: '01 35 53', label: '01 35 53 - Security Procedures (Site Security Services)' },
  { value: '01 51 13', label: '01 51 13 - Temporary Electricity' },
  { value: '01 51 23', label: '01 51 23 - Temporary Heating, Cooling, and Ventilating' },
  { value: '01 51 36', label: '01 51 36 - Temporary Water' },
  { value: '01 52 13', label: '01 52 13 - Field Offices and Sheds (Office Trailers)' },
  { value: '01 52 19', label: '01 52 19 - Temporary Sanitary Facilities (Portable Toilets)' },
  { value: '01 54 16', label: '01 54 16 - Temporary Hoists' },
  { value: '01 54 19', label: '01 54 19 - Temporary Cranes' },
  { value: '01 54 23', label: '01 54 23 - Temporary Scaffolding and Platforms' },
  { value: '01 54 33', label: '01 54 33 - Equipment Rental' },
  { value: '01 55 26', label: '01 55 26 - Traffic Control' },
  { value: '01 56 16', label: '01 56 16 - Temporary Dust Barriers' },
  { value: '01 56 23', label: '01 56 23 - Temporary Barricades' },
  { value: '01 56 26', label: '01 56 26 - Temporary Fencing' },
  { value: '01 56 39', label: '01 56 39 - Temporary Tree and Plant Protection' },
  { value: '01 57 13', label: '01 57 13 - Temporary Erosion and Sediment Control' },
  { value: '01 57 19', label: '01 57 19 - Temporary Environmental Controls' },
  { value: '01 58 13', label: '01 58 13 - Temporary Project Signage' },
  { value: '01 71 23', label: '01 71 23 - Field Engineering (Layout)' },
  { value: '01 74 13', label: '01 74 13 - Progress Cleaning' },
  { value: '01 74 19', label: '01 74 19 - Construction Waste Management and Disposal (Dumpsters and Hauling)' },
  { value: '01 74 23', label: '01 74 23 - Final Cleaning' },
  { value: '31 23 19', label: '31 23 19 - Dewatering' },
  { value: '31 50 00', label: '31 50 00 - Excavation Support and Protection' },
  { value: '32 01 13', label: '32 01 13 - Flexible Paving Surface Treatment (Street Sweeping)' },
] as const satisfies readonly LookupOption[];
