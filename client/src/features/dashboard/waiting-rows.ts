import type { WaitingTooLong } from './api/get-waiting-too-long';

/** One row of the "Waiting too long" card: a stage, how many wait too long there, the longest wait. */
export interface WaitingRow {
  key: string;
  label: string;
  count: number;
  longest: number;
  /** Calendar days (stalled forms) or business days (reviews). */
  unit: 'days' | 'business days';
  /** The /admin/prequalification tab that lists them (see admin-prequal's prequal-tabs.ts). */
  tab: number;
}

const IN_PROGRESS_TAB = 3;
const ADMIN_REVIEW_TAB = 4;
const DEPARTMENT_REVIEW_TAB = 5;
const FINAL_REVIEW_TAB = 6;

function stageTab(key: string) {
  if (key === 'ADMIN') return ADMIN_REVIEW_TAB;
  if (key === 'FINAL') return FINAL_REVIEW_TAB;
  return DEPARTMENT_REVIEW_TAB;
}

/** The stalled forms first, then the overdue reviews per stage in the pipeline's order (as the server lists them). */
export function waitingRows(data: WaitingTooLong): WaitingRow[] {
  const rows: WaitingRow[] = [];
  const stalled = data.stalledVendors;
  if (stalled.length > 0) {
    rows.push({
      key: 'STALLED',
      label: 'Forms not submitted',
      count: stalled.length,
      longest: Math.max(...stalled.map((v) => v.days)),
      unit: 'days',
      tab: IN_PROGRESS_TAB,
    });
  }
  for (const stage of data.overdueReviews.stages) {
    if (stage.count === 0) continue;
    rows.push({
      key: stage.key,
      label: stage.label,
      count: stage.count,
      // The server's longest wait of the stage: the reviews are paged, so the page at hand may not hold it.
      longest: stage.longest,
      unit: 'business days',
      tab: stageTab(stage.key),
    });
  }
  return rows;
}
