import type { LookupOption } from './types.js';

/** A Yes/No choice (e.g. `supplierStatus`, "Are you a material supplier?"). */
export const YES_NO_OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const satisfies readonly LookupOption[];

export type YesNo = (typeof YES_NO_OPTIONS)[number]['value'];
