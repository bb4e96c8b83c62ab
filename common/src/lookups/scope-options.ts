import type { LookupOption } from './types.js';

/** Choosing this self-perform status reveals (and requires) `partialScopes`. */
export const SCOPE_SUB_OUT_PARTIAL = 'SUB_OUT_PARTIAL_SCOPES';

/** Scope options, the choices of `selfPerformStatus` ("Do you self-perform your scope?"). */
export const SCOPE_OPTIONS = [
  { value: 'COMPLETE_TURNKEY_SCOPE', label: 'Complete turnkey scope' },
  { value: SCOPE_SUB_OUT_PARTIAL, label: 'Sub-out partial scopes' },
  { value: 'NOT_APPLICABLE', label: 'N/A' },
] as const satisfies readonly LookupOption[];

export type ScopeOption = (typeof SCOPE_OPTIONS)[number]['value'];
