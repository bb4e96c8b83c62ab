import type { LookupOption } from '../types.js';

/**
 * Consultants: professional services engaged by the builder (codes are the MasterFormat sections the service supports).
 * Value is the MasterFormat-style code; label is "code - name".
 */
export const CONSULTANT_TRADES = [
  { value: '01 32 16', label: '01 32 16 - Construction Progress Schedule (Scheduling Consultant)' },
  { value: '01 32 33', label: '01 32 33 - Photographic Documentation' },
  { value: '01 35 23', label: '01 35 23 - Owner Safety Requirements (Safety Consultant)' },
  { value: '01 35 43', label: '01 35 43 - Environmental Procedures (Environmental Consultant)' },
  { value: '01 41 26', label: '01 41 26 - Permit Requirements (Permit Expediting)' },
  { value: '01 45 23', label: '01 45 23 - Testing and Inspecting Services (Special Inspections)' },
  { value: '01 45 29', label: '01 45 29 - Testing Laboratory Services' },
  { value: '01 57 13', label: '01 57 13 - Temporary Erosion and Sediment Control (Stormwater Inspection)' },
  { value: '01 71 23', label: '01 71 23 - Field Engineering (Construction Layout Surveying)' },
  { value: '01 78 39', label: '01 78 39 - Project Record Documents (As-Built and BIM Documentation)' },
  { value: '01 81 13', label: '01 81 13 - Sustainable Design Requirements (LEED Consulting)' },
  { value: '01 81 19', label: '01 81 19 - Indoor Air Quality Requirements' },
  { value: '01 91 13', label: '01 91 13 - General Commissioning Requirements (Commissioning Agent)' },
  { value: '01 91 19', label: '01 91 19 - Building Envelope Commissioning' },
  { value: '02 21 13', label: '02 21 13 - Site Surveys' },
  { value: '02 26 00', label: '02 26 00 - Hazardous Material Assessment' },
  { value: '02 32 00', label: '02 32 00 - Geotechnical Investigations' },
  { value: '05 05 00', label: '05 05 00 - Structural Engineering (Delegated Design)' },
  { value: '21 05 00', label: '21 05 00 - Fire Protection Engineering' },
  { value: '23 05 93', label: '23 05 93 - Testing, Adjusting, and Balancing for HVAC' },
  { value: '26 05 73', label: '26 05 73 - Power System Studies' },
  { value: '31 09 00', label: '31 09 00 - Geotechnical Instrumentation and Monitoring of Earthwork' },
] as const satisfies readonly LookupOption[];
