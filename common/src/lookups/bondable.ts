import type { LookupOption } from './types.js';

/** `bondable` is stored as the strings 'true' / 'false' (specification); 'true' reveals the bondable limit. */
export const BONDABLE_TRUE = 'true';

export const BONDABLE_OPTIONS = [
  { value: BONDABLE_TRUE, label: 'Yes' },
  { value: 'false', label: 'No' },
] as const satisfies readonly LookupOption[];

export type Bondable = (typeof BONDABLE_OPTIONS)[number]['value'];
