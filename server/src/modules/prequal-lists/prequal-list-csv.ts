import { departments, type DepartmentDef } from '@portal/common/domain/categories';
import type { CsvColumn } from '../../rest/csv-export.js';
import { toListItem, type PrequalListRow } from './prequal-list-row.js';
import type { PrequalListItemType } from '../prequal/index.js';

/** A tab's CSV: the columns its tables show, every category's decision, the dates in the portal's time zone. */
export function prequalCsvColumns(): CsvColumn<PrequalListRow>[] {
  const now = new Date();
  // Each row is mapped once, however many columns read it.
  const items = new WeakMap<PrequalListRow, PrequalListItemType>();
  const item = (row: PrequalListRow): PrequalListItemType => {
    let mapped = items.get(row);
    if (!mapped) items.set(row, (mapped = toListItem(row, now)));
    return mapped;
  };
  // A department's decision; a category other than its first is named after it ("... (Safety Lite)").
  const decision = (department: DepartmentDef) => (row: PrequalListRow) => {
    const d = item(row).categoryStatuses.find((c) => department.categories.some((k) => k.key === c.category));
    if (!d) return null;
    const other = department.categories.slice(1).find((k) => k.key === d.category);
    return `${d.status}${other ? ` (${other.label})` : ''}`;
  };
  return [
    { header: 'Company Name', value: (r) => r.companyName },
    { header: 'Primary Contact', value: (r) => r.primaryContactName },
    { header: 'Contact Email', value: (r) => r.primaryContactEmail },
    { header: 'Instance', value: (r) => r.instance },
    { header: 'Status', value: (r) => r.prequalStatus },
    { header: 'Priority', value: (r) => r.priority },
    { header: 'Submission Date', value: (r) => r.submittedAt },
    { header: 'Review Days', value: (r) => item(r).reviewDays },
    ...departments().map((d): CsvColumn<PrequalListRow> => ({ header: d.label, value: decision(d) })),
    { header: 'Final Status', value: (r) => r.finalStatus },
    { header: 'Expiration Date', value: (r) => r.expiresAt },
  ];
}
