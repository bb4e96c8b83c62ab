import { Button } from '@chakra-ui/react';
import type { PrequalRow } from '../api/prequal-row';

/** The Review button of a row, named after its company. */
export function ReviewButton({ row, label = 'Review', onClick }: { row: PrequalRow; label?: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="outline" onClick={onClick} aria-label={`${label} ${row.companyName}`}>
      {label}
    </Button>
  );
}
