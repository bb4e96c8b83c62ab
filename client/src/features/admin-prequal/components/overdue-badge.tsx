import { Badge } from '@chakra-ui/react';
import { departmentOf } from '@portal/common/domain/categories';
import type { PrequalRow } from '../api/prequal-row';

const days = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;

/**
 * "Overdue" with the business days a review has waited (more than the overdue setting); nothing when not overdue.
 * In the Department Review tab it names the departments whose decision is overdue ("Overdue: Financial, Legal,
 * 6 business days"): a department that has decided is not. It wraps rather than widen the company column.
 */
export function OverdueBadge({ row }: { row: Pick<PrequalRow, 'overdueBusinessDays' | 'categoryStatuses'> }) {
  if (row.overdueBusinessDays == null) return null;
  const late = row.categoryStatuses.flatMap((d) =>
    d.overdueBusinessDays == null ? [] : [{ label: departmentOf(d.category)?.label ?? d.category, businessDays: d.overdueBusinessDays }],
  );
  let text = `Overdue: ${days(row.overdueBusinessDays)}`;
  if (late.length > 0 && late.every((d) => d.businessDays === late[0]!.businessDays)) {
    text = `Overdue: ${late.map((d) => d.label).join(', ')}, ${days(late[0]!.businessDays)}`;
  } else if (late.length > 0) {
    text = `Overdue: ${late.map((d) => `${d.label} ${days(d.businessDays)}`).join(', ')}`;
  }
  return (
    <Badge colorPalette="red" variant="solid" whiteSpace="normal" data-testid="overdue-badge">
      {text}
    </Badge>
  );
}
