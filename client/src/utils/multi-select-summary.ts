import type { LookupList } from '@portal/common/lookups/types';
import { labelOf } from '@portal/common/lookups/types';

/** Labels shown in a multi-select before "+N more" (specification section 9). */
export const MULTI_SELECT_VISIBLE_LABELS = 3;

/** "A, B, C +2 more" for five chosen values; '' for none. */
export function multiSelectSummary(values: readonly string[], options: LookupList, visible = MULTI_SELECT_VISIBLE_LABELS): string {
  const labels = values.map((v) => labelOf(options, v));
  const shown = labels.slice(0, visible).join(', ');
  const more = labels.length - visible;
  return more > 0 ? `${shown} +${more} more` : shown;
}
