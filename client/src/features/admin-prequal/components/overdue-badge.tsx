import { Badge } from '@chakra-ui/react';

/** "Overdue" with the business days a review has waited (more than the overdue setting); nothing when not overdue. */
export function OverdueBadge({ businessDays }: { businessDays: number | null | undefined }) {
  if (businessDays == null) return null;
  return (
    <Badge colorPalette="red" variant="solid" data-testid="overdue-badge">
      {`Overdue: ${businessDays} business ${businessDays === 1 ? 'day' : 'days'}`}
    </Badge>
  );
}
